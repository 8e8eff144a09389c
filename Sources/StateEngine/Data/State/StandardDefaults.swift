import Foundation

/// `UserDefaults.standard` in a scenario: the app's defaults, the very store `@AppStorage` reads
/// and writes, so a value set through one is what the other sees, and a view holding the key
/// updates on a write through either. Nothing reaches the disk or the real home folder:
/// Foundation on Linux would keep `standard` in a file under `$HOME`; this one keeps its values
/// in the driver's store, which `relaunch()` keeps and a new launch starts empty
/// (`defaults-per-driver`).
///
/// Scenario code reaches it because the generated program declares `UserDefaults.standard` in
/// its own module, where it shadows Foundation's (ScenarioKit's `ProgramGenerator.shadowedFoundation`),
/// calling `__statedocsStandardDefaults()`.
// Evidence: Apple docs, AppStorage ("A property wrapper type that reflects a value from
// UserDefaults and invalidates a view on a change in value in that user default") and
// defaultAppStorage(_:) (unspecified, AppStorage uses `UserDefaults.standard`).
public func __statedocsStandardDefaults() -> UserDefaults {
    StandardDefaults.shared
}

/// The one object scenario code gets for `UserDefaults.standard`.
final class StandardDefaults: UserDefaults, @unchecked Sendable {
    nonisolated(unsafe) static let shared = StandardDefaults(suiteName: nil)!

    /// What is written before `launch(...)` (a step that sets up a returning user): the first
    /// launched app finds it in its defaults, as an app finds what was there before it started.
    // Chosen [defaults-before-launch]: writing before launch describes the device's defaults.
    nonisolated(unsafe) static var prelaunch = DefaultsStore()

    /// The running app's defaults, or those waiting for the launch.
    private var store: DefaultsStore { EngineContext.current?.graph.defaults ?? Self.prelaunch }

    override func object(forKey defaultName: String) -> Any? { store.value(for: defaultName) }

    // Evidence: Apple docs, UserDefaults.set(_:forKey:) ("Setting a default value to nil
    // removes it"; the value is a property list object).
    override func set(_ value: Any?, forKey defaultName: String) {
        guard let value else { return store.remove(defaultName) }
        guard PropertyListValue.isStorable(value) else {
            // Evidence: Apple docs, UserDefaults ("the value parameter can be only property list objects").
            preconditionFailure("UserDefaults.set(_:forKey:) takes only property list objects: \(type(of: value)) for \"\(defaultName)\"")
        }
        store.set(value, for: defaultName)
    }

    override func set(_ value: Int, forKey defaultName: String) { store.set(value, for: defaultName) }
    override func set(_ value: Double, forKey defaultName: String) { store.set(value, for: defaultName) }
    override func set(_ value: Float, forKey defaultName: String) { store.set(value, for: defaultName) }
    override func set(_ value: Bool, forKey defaultName: String) { store.set(value, for: defaultName) }
    override func set(_ url: URL?, forKey defaultName: String) {
        guard let url else { return store.remove(defaultName) }
        store.set(url, for: defaultName)
    }

    override func removeObject(forKey defaultName: String) { store.remove(defaultName) }

    // Numbers convert between each other as NSNumber does on Apple platforms (a Bool is 0 or 1,
    // a Double is truncated), and a string is parsed.
    // Evidence: Apple docs, UserDefaults.integer(forKey:) ("automatically coerces certain values
    // into an equivalent integer value if a nonnumeric value is found"), bool(forKey:), double(forKey:).
    override func integer(forKey defaultName: String) -> Int { PropertyListValue.number(object(forKey: defaultName)).map(Int.init) ?? 0 }
    override func double(forKey defaultName: String) -> Double { PropertyListValue.number(object(forKey: defaultName)) ?? 0 }
    override func float(forKey defaultName: String) -> Float { PropertyListValue.number(object(forKey: defaultName)).map(Float.init) ?? 0 }
    override func bool(forKey defaultName: String) -> Bool { PropertyListValue.bool(object(forKey: defaultName)) }
    // Evidence: Apple docs, UserDefaults.string(forKey:) ("For string values, the string
    // associated with the specified key; for number values, the string value of the number").
    override func string(forKey defaultName: String) -> String? {
        switch object(forKey: defaultName) {
        case let string as String: string
        case let bool as Bool: bool ? "1" : "0"
        case let int as Int: String(int)
        case let double as Double: double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
        default: nil
        }
    }

    override func url(forKey defaultName: String) -> URL? {
        switch object(forKey: defaultName) {
        case let url as URL: url
        case let path as String: URL(fileURLWithPath: path)
        default: nil
        }
    }

    // Evidence: Apple docs, UserDefaults.register(defaults:) ("adds the contents of the specified
    // dictionary to the registration domain", read when no other domain has the key; not persisted).
    override func register(defaults registrationDictionary: [String: Any]) {
        store.register(registrationDictionary)
    }

    override func dictionaryRepresentation() -> [String: Any] { store.dictionary }

    /// Nothing to write: the store lives with the app (Apple docs, synchronize(): "unnecessary
    /// and shouldn't be used").
    override func synchronize() -> Bool { true }
}

extension DefaultsStore {
    /// The defaults a new app starts with: what was written before its launch, once.
    static func atLaunch() -> DefaultsStore {
        let store = StandardDefaults.prelaunch
        StandardDefaults.prelaunch = DefaultsStore()
        return store
    }
}
