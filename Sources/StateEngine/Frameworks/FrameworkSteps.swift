/// What kind of control a framework's step acts on: its name is what the step's messages call
/// it ("no chart labelled ...").
@_spi(Frameworks)
public struct PlatformControlKind: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// A control of a framework that its own driver step acts on (`selectChart`, `pickPhotos`):
/// what it offers and how choosing works, registered on the screen as SwiftUI's pickers are.
@_spi(Frameworks)
public struct PlatformChoices {
    public let kind: PlatformControlKind
    /// What the user reads on it, which the step names it by.
    public let title: String
    /// The options offered; nil when anything goes (a file the step provides).
    public let options: [String]?
    public let isEnabled: Bool
    /// How many options one choice may hold (nil: any number).
    public let maxCount: Int?
    /// Chooses the given options, in order, as the user's one action.
    public let choose: ([String]) -> Void

    public init(kind: PlatformControlKind, title: String, options: [String]?, isEnabled: Bool = true, maxCount: Int? = 1, choose: @escaping ([String]) -> Void) {
        self.kind = kind
        self.title = title
        self.options = options
        self.isEnabled = isEnabled
        self.maxCount = maxCount
        self.choose = choose
    }
}

extension FrameworkSupport {
    /// A framework's driver step: chooses `options` on the control of `kind` labelled `label`
    /// (the only one on screen when nil), as one user action, then settles as every step does.
    /// A missing, ambiguous or disabled control, or an option it does not offer, ends the
    /// scenario with the screen, as SwiftUI's own steps do.
    public static func choose(_ options: [String], kind: PlatformControlKind, label: String?, step title: String) {
        run {
            let driver = scenarioDriver(title.split(separator: " ").first.map(String.init) ?? title)
            try driver.choosePlatform(options, kind: kind, label: label, title: title)
        }
    }
}

extension Driver {
    /// The step `FrameworkSupport.choose` runs, on this driver (a framework's tests drive one directly).
    @_spi(Frameworks) public func choosePlatform(_ options: [String], kind: PlatformControlKind, label: String?, title: String) throws {
        try step(title) {
            let ofKind = renderScreen().controls.filter { $0.platformChoices?.kind == kind }
            let control: ScreenControl
            if let label {
                control = try pick(label, what: kind.name, among: ofKind, label: \.label, texts: \.texts, layer: \.layer, isEnabled: \.isEnabled)
            } else {
                guard let topLayer = ofKind.map(\.layer).max() else { throw Failure(.noneOfKind(kind: kind.name), details: screenDetails) }
                let top = ofKind.filter { $0.layer == topLayer }
                if top.count > 1 { throw Failure(.severalOfKind(kind: kind.name, count: top.count), details: screenDetails) }
                if !top[0].isEnabled { throw Failure(.disabledOfKind(kind: kind.name), details: screenDetails) }
                control = top[0]
            }
            guard let choices = control.platformChoices else { return }
            if let offered = choices.options, let missing = options.first(where: { !offered.contains($0) }) {
                throw Failure(.noOption(kind: kind.name, label: control.label, option: missing, options: offered), details: screenDetails)
            }
            if let maxCount = choices.maxCount, options.count > maxCount {
                throw Failure(.tooManyChoices(kind: kind.name, label: control.label, most: maxCount, given: options.count), details: screenDetails)
            }
            perform { choices.choose(options) }
        }
    }
}

/// A SwiftUI view of a framework that a framework's step acts on (PhotosUI's `PhotosPicker`):
/// drawn as a node named `name` whose label is what its content shows, registered under that
/// label as a control of `kind` (the step names it by what the user reads on it).
@_spi(Frameworks)
nonisolated public struct PlatformChooser: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: String
    let kind: PlatformControlKind
    let options: [String]?
    let maxCount: Int?
    let choose: ([String]) -> Void

    public init(name: String, kind: PlatformControlKind, options: [String]?, maxCount: Int?, choose: @escaping ([String]) -> Void) {
        self.name = name
        self.kind = kind
        self.options = options
        self.maxCount = maxCount
        self.choose = choose
    }

    func makeBehavior() -> ModifierBehavior<Self> { PlatformChooserBehavior() }
}

final class PlatformChooserBehavior: ModifierBehavior<PlatformChooser>, ScreenContributor {
    var modifier: PlatformChooser?

    override func update(modifier: PlatformChooser) {
        self.modifier = modifier
    }

    func render(content: Node?, into screen: inout ScreenBuilder) {
        guard let modifier else {
            content?.render(into: &screen)
            return
        }
        let (label, texts) = ScreenBuilder.labelAndTexts(of: content)
        screen.node(modifier.name, role: .button, label: label)
        screen.texts.append(label)
        let choices = PlatformChoices(kind: modifier.kind, title: label, options: modifier.options, isEnabled: node.environment.isEnabled,
                                      maxCount: modifier.maxCount, choose: modifier.choose)
        var control = ScreenControl(.platform(choices), label: label, layer: screen.layer, isEnabled: node.environment.isEnabled)
        control.texts = texts
        screen.controls.append(control)
    }
}
