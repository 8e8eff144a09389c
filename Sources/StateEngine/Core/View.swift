import Transcript

/// A description of part of a user interface. The engine's graph turns view values into
/// living nodes; the values themselves are cheap, short-lived descriptions. Main-actor
/// isolated, with `@preconcurrency` for Swift 5 code, as Xcode 16's SDK declares it (Apple
/// docs, "View"; WWDC24 "Migrate your app to Swift 6"): a view's properties, its body and the
/// closures it makes run on the main actor, and a `@MainActor` model can be used from it.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    /// Nonisolated: the same member is `Never`'s body as a `Gesture`, whose protocol is not
    /// main-actor isolated.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// Views the engine implements directly (their `Body` is `Never`): each knows how to make
/// the graph node that realises it. These views, the engine's modifiers and its `View`
/// modifier extensions are declared `nonisolated`: graph nodes read their fields on the
/// driver's thread, and a closure they form must carry no main-actor check (the engine's
/// tests run drivers off the main thread). A scenario's own `body` stays main-actor and runs
/// through `runAsMainActor`.
protocol PrimitiveView {
    func makeNode(in graph: ViewGraph, parent: Node?, environment: EnvironmentValues) -> Node
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// The name SwiftUI uses for a view type in its debug output: the type name without module.
func viewTypeName(_ type: Any.Type) -> String {
    TypeNames.name(of: type)
}

enum TypeNames {
    static let batchNamespacePrefix = ProgramABI.scenarioNamespacePrefix
    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: String] = [:]
    private static let lock = NSLock()

    static func name(of type: Any.Type) -> String {
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        let qualified = _typeName(type, qualified: true)
        let name = stripModules(qualified)
        cache[ObjectIdentifier(type)] = name
        return name
    }

    /// Removes the leading module component of every dotted name: `main.Outer.Inner<Swift.Int>`
    /// becomes `Outer.Inner<Int>`. Also removes the namespace statedocs wraps a scenario in
    /// when it compiles several scenarios as one program (`ProgramABI.scenarioNamespacePrefix` and its index), so names,
    /// and the order of sorted names, are those of the scenario compiled alone.
    static func stripModules(_ qualified: String) -> String {
        var out = ""
        var path = ""
        func flushPath() {
            var parts = path.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count > 2, parts[1].hasPrefix(batchNamespacePrefix) { parts.remove(at: 1) }
            out += parts.count > 1 ? parts.dropFirst().joined(separator: ".") : path
            path = ""
        }
        for ch in qualified {
            if "<>, ()[]:?".contains(ch) {
                flushPath()
                out.append(ch)
            } else {
                path.append(ch)
            }
        }
        flushPath()
        return out
    }
}
