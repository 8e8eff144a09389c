import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `#Preview` (Apple docs, "Preview(_:body:)") becomes a uniquely named holder of its name
/// and view builder that nothing registers or calls: the body is still type-checked.
@Suite struct PreviewMacroTests {
    @Test func aPreviewKeepsItsBodyInANeverCalledBuilder() {
        expectExpansion(
            """
            #Preview {
                ContentView()
            }
            """,
            expands: """
                @MainActor enum __macro_local_7PreviewfMu_ {
                    static let name: String? = nil
                    @StateEngine.ViewBuilder static func body() -> any StateEngine.View {
                        ContentView()
                    }
                }
                """)
    }

    @Test func aNamedPreviewKeepsItsName() {
        expectExpansion(
            """
            #Preview("Dark") {
                ContentView()
                    .preferredColorScheme(.dark)
            }
            """,
            expands: """
                @MainActor enum __macro_local_7PreviewfMu_ {
                    static let name: String? = "Dark"
                    @StateEngine.ViewBuilder static func body() -> any StateEngine.View {
                        ContentView()
                                .preferredColorScheme(.dark)
                    }
                }
                """)
    }

    @Test func previewTraitsSayTheyAreNotModelled() {
        expectExpansion(
            """
            #Preview(traits: .landscapeLeft) {
                ContentView()
            }
            """,
            expands: """
                #Preview(traits: .landscapeLeft) {
                    ContentView()
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "StateEngine's '#Preview' takes a name and a view builder; 'traits' (preview traits, other preview kinds) is not modelled yet (see Supported SwiftUI)",
                    line: 1, column: 1)
            ])
    }
}
