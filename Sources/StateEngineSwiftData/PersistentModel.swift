import Foundation
import Observation

/// A class SwiftData manages: what `@Model` makes of it. ScenarioKit's ModelExpansion writes
/// the two requirements (the model's bookkeeping and its persisted properties) on the class's
/// closing line; scenario code cannot name them (`ProgramABI.reservedPrefixes`).
// Evidence: Apple docs, PersistentModel ("AnyObject, Observable, Hashable, Identifiable";
// https://developer.apple.com/documentation/swiftdata/persistentmodel) and Model()
// ("Converts a Swift class into a stored model that's managed by SwiftData").
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    var __statedocsModel: __StateDocsModelState { get }
    static var __statedocsSchema: [__StateDocsModelProperty] { get }
}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The model's identity in its store; also its `id` unless the class declares one.
    public var persistentModelID: PersistentIdentifier { __statedocsModel.identifier }
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted into; nil before `insert` and after its deletion was saved.
    public var modelContext: ModelContext? { __statedocsModel.context }

    /// Deleted from its context (the deletion may not be saved yet).
    public var isDeleted: Bool { __statedocsModel.isDeleted }

    /// Whether a persisted property differs from what the store holds (a model not yet saved
    /// always has changes).
    public var hasChanges: Bool {
        guard let saved = __statedocsModel.saved else { return true }
        return !__StateDocsModelProperty.valuesMatch(Self.__statedocsSchema, of: self, saved)
    }
}

/// A model's identity: unique among the models of one run, in the order they were made.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    let number: Int
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
    public var description: String { "PersistentIdentifier(\(number))" }
}

/// What the engine keeps for each model object (its "backing data").
public final class __StateDocsModelState: @unchecked Sendable {
    let identifier: PersistentIdentifier
    weak var context: ModelContext?
    /// The persisted values as last saved (in schema order); nil while never saved.
    var saved: [Any]?
    var isDeleted = false

    public init() {
        __StateDocsModelState.lock.lock()
        __StateDocsModelState.lastNumber += 1
        identifier = PersistentIdentifier(number: __StateDocsModelState.lastNumber)
        __StateDocsModelState.lock.unlock()
    }

    /// `nonisolated(unsafe)`: read and written only with `lock` held.
    nonisolated(unsafe) private static var lastNumber = 0
    private static let lock = NSLock()
}
