import Foundation

/// What the app's defaults hold: property list values (numbers, strings, dates, data, URLs,
/// arrays and dictionaries of them), as `UserDefaults` does, so that a value written by
/// `@AppStorage` is one `UserDefaults.standard` reads and the reverse.
// Evidence: Apple docs, UserDefaults ("A default object must be a property list, that is, an
// instance of (or for collections, a combination of instances of) NSData, NSString, NSNumber,
// NSDate, NSArray, or NSDictionary"), and AppStorage's initializers (Bool, Int, Double, String,
// URL, Data, Date, and RawRepresentable with an Int or String raw value, stored as the raw value).
enum PropertyListValue {
    static func isStorable(_ value: Any) -> Bool {
        switch value {
        case is Bool, is Int, is Double, is Float, is CGFloat, is String, is Data, is Date, is URL: true
        case is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64: true
        case let array as [Any]: array.allSatisfy(isStorable)
        case let dictionary as [String: Any]: dictionary.values.allSatisfy(isStorable)
        default: false
        }
    }

    /// The number a stored value stands for, as NSNumber converts (a Bool is 0 or 1), or a
    /// string's number; nil for anything else.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let bool as Bool: bool ? 1 : 0
        case let int as Int: Double(int)
        case let double as Double: double
        case let float as Float: Double(float)
        case let cg as CGFloat: Double(cg)
        case let string as String: Double(string.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    // Evidence: Apple docs, UserDefaults.bool(forKey:) ("automatically coerces certain values
    // to Boolean: the strings "true"/"YES"/"1" and nonzero numbers are true").
    static func bool(_ value: Any?) -> Bool {
        if let string = value as? String {
            return ["true", "yes", "1"].contains(string.lowercased())
        }
        return (number(value) ?? 0) != 0
    }

    /// What `@AppStorage` writes for `value`: a raw-representable value's raw value; nil for an
    /// optional holding none (the key is removed).
    static func storing(_ value: Any) -> Any? {
        if let optional = value as? any OptionalValue { return optional.wrappedAny.flatMap(storing) }
        if let raw = value as? any RawRepresentable { return raw.rawValue }
        return value
    }

    /// A stored value read as `Value`: as it is, as a number of another kind, or as the raw
    /// value of a raw-representable `Value`; nil when it is none of them (the reader's default
    /// shows, as AppStorage shows it for a value of another type).
    static func read<Value>(_ stored: Any?, as type: Value.Type) -> Value? {
        guard let stored else { return nil }
        if let value = stored as? Value { return value }
        if let optional = Value.self as? any OptionalValue.Type {
            return optional.reading(stored) as? Value
        }
        if let raw = Value.self as? any RawRepresentable.Type {
            return Self.make(raw, from: stored) as? Value
        }
        guard stored is Bool || stored is Int || stored is Double || stored is Float || stored is CGFloat,
              let number = number(stored) else { return nil }
        switch Value.self {
        case is Int.Type: return Int(exactly: number.rounded(.towardZero)) as? Value
        case is Double.Type: return number as? Value
        case is Float.Type: return Float(number) as? Value
        case is CGFloat.Type: return CGFloat(number) as? Value
        case is Bool.Type: return (number != 0) as? Value
        default: return nil
        }
    }

    private static func make<R: RawRepresentable>(_ type: R.Type, from stored: Any) -> R? {
        read(stored, as: R.RawValue.self).flatMap(R.init(rawValue:))
    }
}

/// Lets the defaults see through an optional without knowing its wrapped type statically.
protocol OptionalValue {
    var wrappedAny: Any? { get }
    /// `stored` read as the wrapped type, as an optional holding it; nil when unreadable.
    static func reading(_ stored: Any) -> Any?
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
    static func reading(_ stored: Any) -> Any? {
        PropertyListValue.read(stored, as: Wrapped.self).map { Wrapped?.some($0) as Any }
    }
}
