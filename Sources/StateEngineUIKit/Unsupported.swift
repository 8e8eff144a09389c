import StateEngine

// UIKit's other classes and protocols tutorials reach for: StateEngine does not model them, and
// each fails to compile with StateEngine's message (issue 34), as SwiftUI's unmodelled API does.
// (`UIHostingController` is SwiftUI's and fails from StateEngine.)

@available(*, unavailable, message: "StateEngine does not model `UIScreen` yet (see Supported SwiftUI)")
public final class UIScreen {}

@available(*, unavailable, message: "StateEngine does not model `UIDevice` yet (see Supported SwiftUI)")
public final class UIDevice {}

@available(*, unavailable, message: "StateEngine does not model `UIWindow` yet (see Supported SwiftUI)")
public final class UIWindow {}

@available(*, unavailable, message: "StateEngine does not model `UIWindowScene` yet (see Supported SwiftUI)")
public final class UIWindowScene {}

@available(*, unavailable, message: "StateEngine does not model `UIScrollView` yet (see Supported SwiftUI)")
public final class UIScrollView {}

@available(*, unavailable, message: "StateEngine does not model `UITableView` yet (see Supported SwiftUI)")
public final class UITableView {}

@available(*, unavailable, message: "StateEngine does not model `UITableViewCell` yet (see Supported SwiftUI)")
public final class UITableViewCell {}

@available(*, unavailable, message: "StateEngine does not model `UICollectionView` yet (see Supported SwiftUI)")
public final class UICollectionView {}

@available(*, unavailable, message: "StateEngine does not model `UICollectionViewCell` yet (see Supported SwiftUI)")
public final class UICollectionViewCell {}

@available(*, unavailable, message: "StateEngine does not model `UIStackView` yet (see Supported SwiftUI)")
public final class UIStackView {}

@available(*, unavailable, message: "StateEngine does not model `UINavigationController` yet (see Supported SwiftUI)")
public final class UINavigationController {}

@available(*, unavailable, message: "StateEngine does not model `UITabBarController` yet (see Supported SwiftUI)")
public final class UITabBarController {}


@available(*, unavailable, message: "StateEngine does not model `UIAlertController` yet (see Supported SwiftUI)")
public final class UIAlertController {}

@available(*, unavailable, message: "StateEngine does not model `UIAlertAction` yet (see Supported SwiftUI)")
public final class UIAlertAction {}

@available(*, unavailable, message: "StateEngine does not model `UIGestureRecognizer` yet (see Supported SwiftUI)")
public final class UIGestureRecognizer {}

@available(*, unavailable, message: "StateEngine does not model `UITapGestureRecognizer` yet (see Supported SwiftUI)")
public final class UITapGestureRecognizer {}

@available(*, unavailable, message: "StateEngine does not model `UIPanGestureRecognizer` yet (see Supported SwiftUI)")
public final class UIPanGestureRecognizer {}

@available(*, unavailable, message: "StateEngine does not model `UILongPressGestureRecognizer` yet (see Supported SwiftUI)")
public final class UILongPressGestureRecognizer {}

@available(*, unavailable, message: "StateEngine does not model `UIPickerView` yet (see Supported SwiftUI)")
public final class UIPickerView {}

@available(*, unavailable, message: "StateEngine does not model `UIDatePicker` yet (see Supported SwiftUI)")
public final class UIDatePicker {}

@available(*, unavailable, message: "StateEngine does not model `UISlider` yet (see Supported SwiftUI)")
public final class UISlider {}

@available(*, unavailable, message: "StateEngine does not model `UIStepper` yet (see Supported SwiftUI)")
public final class UIStepper {}

@available(*, unavailable, message: "StateEngine does not model `UISegmentedControl` yet (see Supported SwiftUI)")
public final class UISegmentedControl {}

@available(*, unavailable, message: "StateEngine does not model `UIProgressView` yet (see Supported SwiftUI)")
public final class UIProgressView {}

@available(*, unavailable, message: "StateEngine does not model `UIPageControl` yet (see Supported SwiftUI)")
public final class UIPageControl {}

@available(*, unavailable, message: "StateEngine does not model `UIRefreshControl` yet (see Supported SwiftUI)")
public final class UIRefreshControl {}

@available(*, unavailable, message: "StateEngine does not model `UISearchBar` yet (see Supported SwiftUI)")
public final class UISearchBar {}

@available(*, unavailable, message: "StateEngine does not model `UIToolbar` yet (see Supported SwiftUI)")
public final class UIToolbar {}

@available(*, unavailable, message: "StateEngine does not model `UINavigationBar` yet (see Supported SwiftUI)")
public final class UINavigationBar {}

@available(*, unavailable, message: "StateEngine does not model `UITabBar` yet (see Supported SwiftUI)")
public final class UITabBar {}

@available(*, unavailable, message: "StateEngine does not model `UIVisualEffectView` yet (see Supported SwiftUI)")
public final class UIVisualEffectView {}

@available(*, unavailable, message: "StateEngine does not model `UIBlurEffect` yet (see Supported SwiftUI)")
public final class UIBlurEffect {}

@available(*, unavailable, message: "StateEngine does not model `UIImpactFeedbackGenerator` yet (see Supported SwiftUI)")
public final class UIImpactFeedbackGenerator {}

@available(*, unavailable, message: "StateEngine does not model `UINotificationFeedbackGenerator` yet (see Supported SwiftUI)")
public final class UINotificationFeedbackGenerator {}

@available(*, unavailable, message: "StateEngine does not model `UISelectionFeedbackGenerator` yet (see Supported SwiftUI)")
public final class UISelectionFeedbackGenerator {}

@available(*, unavailable, message: "StateEngine does not model `UIPasteboard` yet (see Supported SwiftUI)")
public final class UIPasteboard {}

@available(*, unavailable, message: "StateEngine does not model `UIDocumentPickerViewController` yet (see Supported SwiftUI)")
public final class UIDocumentPickerViewController {}

@available(*, unavailable, message: "StateEngine does not model `UIActivityViewController` yet (see Supported SwiftUI)")
public final class UIActivityViewController {}

@available(*, unavailable, message: "StateEngine does not model `UIMenu` yet (see Supported SwiftUI)")
public final class UIMenu {}

@available(*, unavailable, message: "StateEngine does not model `UIBezierPath` yet (see Supported SwiftUI)")
public final class UIBezierPath {}

@available(*, unavailable, message: "StateEngine does not model `UIGraphicsImageRenderer` yet (see Supported SwiftUI)")
public final class UIGraphicsImageRenderer {}

@available(*, unavailable, message: "StateEngine does not model `NSLayoutConstraint` yet (see Supported SwiftUI)")
public final class NSLayoutConstraint {}

@available(*, unavailable, message: "StateEngine does not model `UILayoutGuide` yet (see Supported SwiftUI)")
public final class UILayoutGuide {}

@available(*, unavailable, message: "StateEngine does not model `UIResponder` yet (see Supported SwiftUI)")
public final class UIResponder {}

@available(*, unavailable, message: "StateEngine does not model `UIEvent` yet (see Supported SwiftUI)")
public final class UIEvent {}

@available(*, unavailable, message: "StateEngine does not model `UITouch` yet (see Supported SwiftUI)")
public final class UITouch {}

@available(*, unavailable, message: "StateEngine does not model `UITraitCollection` yet (see Supported SwiftUI)")
public final class UITraitCollection {}

@available(*, unavailable, message: "StateEngine does not model `UIEdgeInsets` yet (see Supported SwiftUI)")
public final class UIEdgeInsets {}

@available(*, unavailable, message: "StateEngine does not model `UIViewPropertyAnimator` yet (see Supported SwiftUI)")
public final class UIViewPropertyAnimator {}

@available(*, unavailable, message: "StateEngine does not model `UISceneDelegate` yet (see Supported SwiftUI)")
public protocol UISceneDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UIWindowSceneDelegate` yet (see Supported SwiftUI)")
public protocol UIWindowSceneDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UITableViewDataSource` yet (see Supported SwiftUI)")
public protocol UITableViewDataSource {}

@available(*, unavailable, message: "StateEngine does not model `UITableViewDelegate` yet (see Supported SwiftUI)")
public protocol UITableViewDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UICollectionViewDataSource` yet (see Supported SwiftUI)")
public protocol UICollectionViewDataSource {}

@available(*, unavailable, message: "StateEngine does not model `UICollectionViewDelegate` yet (see Supported SwiftUI)")
public protocol UICollectionViewDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UIScrollViewDelegate` yet (see Supported SwiftUI)")
public protocol UIScrollViewDelegate {}



@available(*, unavailable, message: "StateEngine does not model `UIPickerViewDataSource` yet (see Supported SwiftUI)")
public protocol UIPickerViewDataSource {}

@available(*, unavailable, message: "StateEngine does not model `UIPickerViewDelegate` yet (see Supported SwiftUI)")
public protocol UIPickerViewDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UIGestureRecognizerDelegate` yet (see Supported SwiftUI)")
public protocol UIGestureRecognizerDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UIDocumentPickerDelegate` yet (see Supported SwiftUI)")
public protocol UIDocumentPickerDelegate {}

@available(*, unavailable, message: "StateEngine does not model `UISearchBarDelegate` yet (see Supported SwiftUI)")
public protocol UISearchBarDelegate {}
