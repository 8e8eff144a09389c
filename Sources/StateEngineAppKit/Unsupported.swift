import StateEngine

// AppKit's other classes and protocols tutorials reach for: StateEngine does not model them,
// and each fails to compile with StateEngine's message (issue 34). Target-action controls
// (`NSButton`, `NSSlider`) need selectors, which have no Objective-C runtime on Linux.
// (`NSHostingView` and `NSHostingController` are SwiftUI's and fail from StateEngine.)

@available(*, unavailable, message: "StateEngine does not model `NSViewControllerRepresentable` yet (see Supported SwiftUI)")
public protocol NSViewControllerRepresentable {}

@available(*, unavailable, message: "StateEngine does not model `NSViewController` yet (see Supported SwiftUI)")
public final class NSViewController {}

@available(*, unavailable, message: "StateEngine does not model `NSApplication` yet (see Supported SwiftUI)")
public final class NSApplication {}

@available(*, unavailable, message: "StateEngine does not model `NSApplicationDelegate` yet (see Supported SwiftUI)")
public protocol NSApplicationDelegate {}

@available(*, unavailable, message: "StateEngine does not model `NSWindow` yet (see Supported SwiftUI)")
public final class NSWindow {}

@available(*, unavailable, message: "StateEngine does not model `NSButton` yet (see Supported SwiftUI)")
public final class NSButton {}

@available(*, unavailable, message: "StateEngine does not model `NSSlider` yet (see Supported SwiftUI)")
public final class NSSlider {}

@available(*, unavailable, message: "StateEngine does not model `NSTextView` yet (see Supported SwiftUI)")
public final class NSTextView {}

@available(*, unavailable, message: "StateEngine does not model `NSScrollView` yet (see Supported SwiftUI)")
public final class NSScrollView {}

@available(*, unavailable, message: "StateEngine does not model `NSTableView` yet (see Supported SwiftUI)")
public final class NSTableView {}

@available(*, unavailable, message: "StateEngine does not model `NSImage` yet (see Supported SwiftUI)")
public final class NSImage {}

@available(*, unavailable, message: "StateEngine does not model `NSImageView` yet (see Supported SwiftUI)")
public final class NSImageView {}

@available(*, unavailable, message: "StateEngine does not model `NSStackView` yet (see Supported SwiftUI)")
public final class NSStackView {}

@available(*, unavailable, message: "StateEngine does not model `NSGestureRecognizer` yet (see Supported SwiftUI)")
public final class NSGestureRecognizer {}

@available(*, unavailable, message: "StateEngine does not model `NSEvent` yet (see Supported SwiftUI)")
public final class NSEvent {}

@available(*, unavailable, message: "StateEngine does not model `NSWorkspace` yet (see Supported SwiftUI)")
public final class NSWorkspace {}

@available(*, unavailable, message: "StateEngine does not model `NSPasteboard` yet (see Supported SwiftUI)")
public final class NSPasteboard {}
