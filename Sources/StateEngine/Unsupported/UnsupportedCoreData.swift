import Foundation

// Core Data's property wrappers and results: StateEngine has no Core Data store (an import of
// CoreData fails with StateEngine's message). Each fails to compile with StateEngine's message
// (issue 34); see UnsupportedViews.swift.

@available(*, unavailable, message: "StateEngine does not model `@FetchRequest` yet (see Supported SwiftUI)")
@propertyWrapper
public struct FetchRequest<Result>: DynamicProperty {
    public init() {}
    public init<S>(sortDescriptors: [S], animation: Animation? = nil) {}
    public var wrappedValue: FetchedResults<Result> { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `@SectionedFetchRequest` yet (see Supported SwiftUI)")
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result>: DynamicProperty {
    public init() {}
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `FetchedResults` yet (see Supported SwiftUI)")
public struct FetchedResults<Result> {}

@available(*, unavailable, message: "StateEngine does not model `SectionedFetchResults` yet (see Supported SwiftUI)")
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result> {}

extension EnvironmentValues {
    @available(*, unavailable, message: "StateEngine does not model `managedObjectContext` yet (see Supported SwiftUI)")
    public var managedObjectContext: NSManagedObjectContext { get { fatalError() } set {} }
}

/// Core Data's context, named only so that `\.managedObjectContext` fails with StateEngine's message.
@available(*, unavailable, message: "StateEngine does not model `NSManagedObjectContext` yet (see Supported SwiftUI)")
public final class NSManagedObjectContext {}
