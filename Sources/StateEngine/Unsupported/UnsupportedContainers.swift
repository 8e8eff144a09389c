import Foundation

// iOS 18's custom containers beyond subviews and container values (Views/CustomContainers):
// sections of subviews, outline content and editable collections. Each fails to compile with
// StateEngine's message (issue 34); see UnsupportedViews.swift for the convention.

@available(*, unavailable, message: "StateEngine does not model `SectionCollection` yet (see Supported SwiftUI)")
public struct SectionCollection: RandomAccessCollection {
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(index: Int) -> SectionConfiguration { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `SectionConfiguration` yet (see Supported SwiftUI)")
public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable {}
    public var id: ID { fatalError() }
    public var header: SubviewsCollection { fatalError() }
    public var footer: SubviewsCollection { fatalError() }
    public var content: SubviewsCollection { fatalError() }
    public var containerValues: ContainerValues { fatalError() }
}

@available(*, unavailable, message: "StateEngine does not model `ForEachSubviewCollection` yet (see Supported SwiftUI)")
public struct ForEachSubviewCollection<Content: View> {}
@available(*, unavailable, message: "StateEngine does not model `ForEachSectionCollection` yet (see Supported SwiftUI)")
public struct ForEachSectionCollection<Content: View> {}
@available(*, unavailable, message: "StateEngine does not model `GroupSectionsOfContent` yet (see Supported SwiftUI)")
public struct GroupSectionsOfContent<Sections: View, Content: View> {}
@available(*, unavailable, message: "StateEngine does not model `OutlineSubgroupChildren` yet (see Supported SwiftUI)")
public struct OutlineSubgroupChildren {}
@available(*, unavailable, message: "StateEngine does not model `IndexedIdentifierCollection` yet (see Supported SwiftUI)")
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable> {}
@available(*, unavailable, message: "StateEngine does not model `EditableCollectionContent` yet (see Supported SwiftUI)")
public struct EditableCollectionContent<Content, Data> {}
@available(*, unavailable, message: "StateEngine does not model `EditActions` yet (see Supported SwiftUI)")
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var all: EditActions { fatalError() }
    public static var move: EditActions { fatalError() }
    public static var delete: EditActions { fatalError() }
}
