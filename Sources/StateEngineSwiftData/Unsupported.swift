import StateEngine

// SwiftData's symbols StateEngine does not model: each fails to compile with StateEngine's
// message (issue 34), as SwiftUI's do (Sources/StateEngine/Unsupported/).

extension ModelContext {
    @available(*, unavailable, message: "StateEngine does not model `ModelContext(_:)` yet: use the container's mainContext (see Supported SwiftUI)")
    public convenience init(_ container: ModelContainer) { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `ModelContext.undoManager` yet (see Supported SwiftUI)")
    public var undoManager: Never? { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `ModelContext.enumerate` yet (see Supported SwiftUI)")
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void) throws {}

    @available(*, unavailable, message: "StateEngine does not model `ModelContext.fetchIdentifiers` yet (see Supported SwiftUI)")
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `ModelContext.fetchHistory` yet (see Supported SwiftUI)")
    public func fetchHistory<T>(_ descriptor: HistoryDescriptor<T>) throws -> [T] { fatalError() }
}

extension ModelConfiguration {
    @available(*, unavailable, message: "StateEngine does not model `ModelConfiguration(url:)` yet (see Supported SwiftUI)")
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `ModelConfiguration(isStoredInMemoryOnly:allowsSave:)` yet (see Supported SwiftUI)")
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool) { fatalError() }

    @available(*, unavailable, message: "StateEngine does not model `ModelConfiguration.CloudKitDatabase` yet (see Supported SwiftUI)")
    public struct CloudKitDatabase {}
}

@available(*, unavailable, message: "StateEngine does not model `ModelActor` yet (see Supported SwiftUI)")
public protocol ModelActor: Actor {}

@available(*, unavailable, message: "StateEngine does not model `DefaultSerialModelExecutor` yet (see Supported SwiftUI)")
public final class DefaultSerialModelExecutor {}

@available(*, unavailable, message: "StateEngine does not model `HistoryDescriptor` yet (see Supported SwiftUI)")
public struct HistoryDescriptor<T> {}

@available(*, unavailable, message: "StateEngine does not model `VersionedSchema` yet (see Supported SwiftUI)")
public protocol VersionedSchema {}

@available(*, unavailable, message: "StateEngine does not model `SchemaMigrationPlan` yet (see Supported SwiftUI)")
public protocol SchemaMigrationPlan {}

@available(*, unavailable, message: "StateEngine does not model `MigrationStage` yet (see Supported SwiftUI)")
public enum MigrationStage {}

@available(*, unavailable, message: "StateEngine does not model `DataStore` yet (see Supported SwiftUI)")
public protocol DataStore {}

@available(*, unavailable, message: "StateEngine does not model `SwiftDataError` yet (see Supported SwiftUI)")
public struct SwiftDataError: Error {}

@available(*, unavailable, message: "StateEngine does not model `SectionedResults` yet (see Supported SwiftUI)")
public struct SectionedResults<SectionIdentifier, Result> {}

@available(*, unavailable, message: "StateEngine does not model `ModelCoder` yet (see Supported SwiftUI)")
public final class ModelCoder {}
