/// A front-matter date, checked whole: `2026-01-31`, `2026-01-31 09:30`, `2026-01-31T09:30:15`,
/// each optionally followed by `Z` or an offset like `+08:00`. Month, day (in its month),
/// hour, minute, second and offset are range-checked, so nothing but a real date reaches the
/// feed and the sitemap.
public struct FrontMatterDate: Hashable, Sendable {
    public var year: Int, month: Int, day: Int
    public var hour: Int?, minute: Int?, second: Int?
    /// "Z", "+08:00", or nil (UTC is assumed).
    public var offset: String?

    public init?(_ text: String) {
        let chars = Array(text.utf8)
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= chars.count else { return nil }
            var value = 0
            for byte in chars[index..<index + width] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += width
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            guard index < chars.count, chars[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), take(0x2D), let month = number(2), take(0x2D), let day = number(2) else { return nil }
        guard (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        if index == chars.count { return }
        guard take(0x54) || take(0x20), let hour = number(2), take(0x3A), let minute = number(2), hour < 24, minute < 60 else { return nil }
        self.hour = hour
        self.minute = minute
        if take(0x3A) {
            guard let second = number(2), second < 60 else { return nil }
            self.second = second
        }
        if index == chars.count { return }
        if take(0x5A) {
            offset = "Z"
        } else if index < chars.count, chars[index] == 0x2B || chars[index] == 0x2D {
            let sign = chars[index] == 0x2B ? "+" : "-"
            index += 1
            guard let hours = number(2), take(0x3A), let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign + Self.two(hours) + ":" + Self.two(minutes)
        } else {
            return nil
        }
        guard index == chars.count else { return nil }
    }

    /// RFC 3339, as Atom requires: a bare date is midnight UTC.
    public var rfc3339: String {
        let date = "\(year)-\(Self.two(month))-\(Self.two(day))"
        guard let hour, let minute else { return date + "T00:00:00Z" }
        return date + "T\(Self.two(hour)):\(Self.two(minute)):\(Self.two(second ?? 0))" + (offset ?? "Z")
    }

    /// `2026-01-31`, for the sitemap's lastmod.
    public var day10: String { "\(year)-\(Self.two(month))-\(Self.two(day))" }

    public static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    public static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
