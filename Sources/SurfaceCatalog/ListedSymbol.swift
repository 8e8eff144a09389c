/// One symbol of SwiftUI's documented iOS surface, as the lists in `docs/swiftui-surface/`
/// (taken from Apple's documentation) name it.
public struct ListedSymbol: Hashable, Sendable, Comparable {
    /// What kind of declaration the documentation lists, which decides how the engine's
    /// declarations are searched for it (`Coverage`).
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A `View` modifier, by base name and argument labels: `focused(_:equals:)`.
        case modifier
        /// A struct, enum, class, protocol or type alias, by name.
        case type
        case propertyWrapper = "property wrapper"
        /// An `EnvironmentValues` member, by name.
        case environmentValue = "environment value"
        /// By base name: `Preview(_:body:)` is the macro `Preview`.
        case macro
        /// By base name and argument labels: `withAnimation(_:_:)`.
        case function
    }

    public var kind: Kind
    /// As the documentation writes it: `focused(_:equals:)`, `Button`, `dismiss`.
    public var name: String
    /// The iOS release that introduced it (`17.0`); nil when the documentation gives none.
    public var iosSince: IOSVersion?
    public var deprecated: Bool

    public init(kind: Kind, name: String, iosSince: IOSVersion? = nil, deprecated: Bool = false) {
        self.kind = kind
        self.name = name
        self.iosSince = iosSince
        self.deprecated = deprecated
    }

    /// `Preview` for `Preview(_:body:)`; the name itself when it has no labels.
    public var baseName: String {
        String(name.prefix { $0 != "(" })
    }

    public static func < (a: ListedSymbol, b: ListedSymbol) -> Bool {
        (a.kind.order, a.name.lowercased(), a.name) < (b.kind.order, b.name.lowercased(), b.name)
    }
}

extension ListedSymbol.Kind {
    var order: Int { Self.allCases.firstIndex(of: self)! }
}

/// `17.0`, `16.4`, `26.0`: an iOS release as the documentation's availability gives it.
public struct IOSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `17.0`, `17`; nil for anything else (an empty cell).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]) else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor else { return nil }
        self.init(major: major, minor: minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
