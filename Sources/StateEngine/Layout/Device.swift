import Foundation

/// The screen every scenario runs on.
struct Device {
    let name: String
    let size: CGSize
    let safeAreaInsets: EdgeInsets

    // Evidence: Apple Human Interface Guidelines, "Layout" > device screen sizes (iPhone 16:
    // 393 x 852 points, portrait).
    // Chosen [device-safe-area]: the insets (59 top for the Dynamic Island, 34 bottom for the home indicator) are what the iOS 18 simulator reports for iPhone 16; Apple publishes no table of them.
    static let iPhone16 = Device(name: "iPhone 16", size: CGSize(width: 393, height: 852),
                                 safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// The part of the screen content gets unless it ignores the safe area.
    var safeRect: CGRect {
        CGRect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
               width: size.width - safeAreaInsets.leading - safeAreaInsets.trailing,
               height: size.height - safeAreaInsets.top - safeAreaInsets.bottom)
    }
}
