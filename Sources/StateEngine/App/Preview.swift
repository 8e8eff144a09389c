/// An Xcode canvas preview beside the view it shows: `#Preview { ContentView() }`,
/// `#Preview("Dark") { ... }`. Declared as SwiftUI declares it, a freestanding declaration
/// macro taking an optional name and a view builder (Apple docs, "Preview(_:body:)":
/// https://developer.apple.com/documentation/swiftui/preview(_:body:)). A scenario never runs
/// a preview: the body is type-checked like any code in the article, then neither registered
/// nor called.
/// StateEngine: inert (compiled and checked; a scenario never shows a preview)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "StateEngineMacros", type: "PreviewMacro")
