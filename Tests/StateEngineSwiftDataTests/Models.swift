import StateEngine
import StateEngineSwiftData

// Models as ScenarioKit's ModelExpansion writes them for `@Model` classes (its own tests check
// that expansion): `@Observable`, `PersistentModel`, the bookkeeping and the persisted
// properties on the closing line.

/// `@Model final class Chore { var title: String; var isDone = false; @Transient var taps = 0 }`
@Observable final class Chore: PersistentModel {
    var title: String
    var isDone = false
    @ObservationIgnored var taps = 0
    init(title: String) { self.title = title }
    let __statedocsModel = __StateDocsModelState(); static var __statedocsSchema: [__StateDocsModelProperty] { [.init("title", \Chore.title), .init("isDone", \Chore.isDone)] }
}

/// `@Model final class Tag { @Attribute(.unique) var name: String; var uses: Int }`
@Observable final class Tag: PersistentModel {
    var name: String
    var uses: Int
    init(name: String, uses: Int) { self.name = name; self.uses = uses }
    let __statedocsModel = __StateDocsModelState(); static var __statedocsSchema: [__StateDocsModelProperty] { [.unique("name", \Tag.name), .init("uses", \Tag.uses)] }
}

/// `@Model final class Folder { var name: String; @Relationship(deleteRule: .cascade) var notes: [Note] = []; var pinned: Note? }`
@Observable final class Folder: PersistentModel {
    var name: String
    var notes: [Note] = []
    var pinned: Note?
    init(name: String) { self.name = name }
    let __statedocsModel = __StateDocsModelState(); static var __statedocsSchema: [__StateDocsModelProperty] {
        [.init("name", \Folder.name), .relationship("notes", \Folder.notes, deleteRule: .cascade), .init("pinned", \Folder.pinned)]
    }
}

/// `@Model final class Note { var text: String }`
@Observable final class Note: PersistentModel {
    var text: String
    init(text: String) { self.text = text }
    let __statedocsModel = __StateDocsModelState(); static var __statedocsSchema: [__StateDocsModelProperty] { [.init("text", \Note.text)] }
}
