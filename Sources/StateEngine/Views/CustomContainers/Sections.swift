import Foundation

// A custom container's sections: `Group(sections:)` and `ForEach(sections:)` resolve the
// content into its `Section`s, each with its header, content and footer as subviews; views
// between sections are grouped with their neighbours into implicit sections, so there is at
// least one section.
// Evidence: Apple docs "Group(sections:transform:)" ("Any content of the given view which is
// not explicitly specified as a section is grouped with its sibling content to form implicit
// sections, meaning the minimum number of sections in a SectionCollection is one"),
// "SectionConfiguration" (id, header, content, footer, containerValues) and WWDC24
// "Demystify SwiftUI containers" (sections of a custom container).

/// One section of a container's content.
public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    public let id: ID
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    /// The container values set on the `Section` itself.
    public let containerValues: ContainerValues
}

/// The sections a container's content resolves into.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The data of `ForEach(sections:content:)`.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// A declared `Section`, as a container sees it.
protocol SectionParts {
    var sectionHeader: any View { get }
    var sectionContent: any View { get }
    var sectionFooter: any View { get }
}

extension Section: SectionParts {
    var sectionHeader: any View { header }
    var sectionContent: any View { content }
    var sectionFooter: any View { footer }
}

/// A container value on a Section belongs to the section.
extension ModifiedContent: SectionParts where Content: SectionParts, Modifier == _ContainerValueModifier {
    var sectionHeader: any View { content.sectionHeader }
    var sectionContent: any View { content.sectionContent }
    var sectionFooter: any View { content.sectionFooter }
}

func resolveSections(of view: any View) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Subview] = []
    func closeImplicitSection() {
        guard let first = loose.first else { return }
        sections.append(SectionConfiguration(
            id: .init(path: first.id.path + ["implicit"]), header: SubviewsCollection(subviews: []),
            content: SubviewsCollection(subviews: loose), footer: SubviewsCollection(subviews: []), containerValues: ContainerValues()))
        loose = []
    }
    for subview in resolveSubviews(of: view) {
        guard let section = subview.view as? any SectionParts else {
            loose.append(subview)
            continue
        }
        closeImplicitSection()
        let path = subview.id.path
        sections.append(SectionConfiguration(
            id: .init(path: path), header: resolveSubviews(of: section.sectionHeader, path: path + ["header"]),
            content: resolveSubviews(of: section.sectionContent, path: path + ["content"]),
            footer: resolveSubviews(of: section.sectionFooter, path: path + ["footer"]), containerValues: subview.containerValues))
    }
    closeImplicitSection()
    if sections.isEmpty {
        sections.append(SectionConfiguration(
            id: .init(path: ["implicit"]), header: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: []),
            footer: SubviewsCollection(subviews: []), containerValues: ContainerValues()))
    }
    return sections
}

extension Group {
    /// Gives `transform` the sections `view` resolves into.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.content = GroupSectionsOfContent(base: view, transform: transform)
    }
}

extension ForEach where Content: View {
    /// One view for each section `view` resolves into, identified by the section's identity.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(sections: resolveSections(of: view)), id: \.id, content: content)
    }
}

/// The content of `Group(sections:transform:)`.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let base: Sections
    let transform: (SectionCollection) -> Content
    public var body: some View { transform(SectionCollection(sections: resolveSections(of: base))) }
}
