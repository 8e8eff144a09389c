// `#Preview` and `@Previewable` where statedocs' generator does not remove them. At file scope a
// `#Preview` is blanked before compiling (ScenarioKit's PreviewAndMainRemoval), since a preview
// never runs in the app, and `@Previewable` lives only inside one. Anywhere else (a `#Preview`
// inside `#if DEBUG`, `@Previewable` on a view's property) the name resolves here and fails with
// StateEngine's message instead of "cannot find in scope". The macros have no implementation:
// the compiler warns so when building the engine, and never expands them, as they are
// unavailable. Evidence: Apple docs, Preview(_:body:) ("Creates a preview of a SwiftUI view"
// for Xcode's canvas) and Previewable() ("Tag allowing a dynamic property to appear inline in a
// preview").

@available(*, unavailable, message: "StateEngine runs a #Preview only at file scope, where it skips it as the app does (see Supported SwiftUI)")
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "StateEnginePreviewMacros", type: "PreviewMacro")

@available(*, unavailable, message: "StateEngine runs a #Preview only at file scope, where it skips it as the app does (see Supported SwiftUI)")
@freestanding(declaration)
public macro Preview<T>(_ name: String? = nil, traits: T, _ additionalTraits: T..., body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "StateEnginePreviewMacros", type: "PreviewMacro")

@available(*, unavailable, message: "StateEngine accepts @Previewable only inside a #Preview body, which it skips as the app does (see Supported SwiftUI)")
@attached(peer)
public macro Previewable() = #externalMacro(module: "StateEnginePreviewMacros", type: "PreviewableMacro")
