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
