import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Entry` expands as SwiftUI's does: a private `__Key_<name>` EnvironmentKey whose default is
/// the initializer (evaluated per read), and accessors through `self[key]` (Apple docs,
/// "Entry()"; the expansion Xcode 16 shows for `@Entry`).
@Suite struct EntryMacroTests {
    @Test func anEnvironmentEntryBecomesAKeyAndAccessorsThroughIt() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """,
            expands: """
                extension EnvironmentValues {
                    var accent: Color {
                        get {
                            self[__Key_accent.self]
                        }
                        set {
                            self[__Key_accent.self] = newValue
                        }
                    }

                    private struct __Key_accent: StateEngine.EnvironmentKey {
                        static var defaultValue: Color {
                            .blue
                        }
                    }
                }
                """)
    }

    @Test func anOptionalEntryWithoutInitializerDefaultsToNil() {
        expectExpansion(
            """
            extension SwiftUI.EnvironmentValues {
                @Entry public var draft: String?
            }
            """,
            expands: """
                extension SwiftUI.EnvironmentValues {
                    public var draft: String? {
                        get {
                            self[__Key_draft.self]
                        }
                        set {
                            self[__Key_draft.self] = newValue
                        }
                    }

                    private struct __Key_draft: StateEngine.EnvironmentKey {
                        static var defaultValue: String? {
                            nil
                        }
                    }
                }
                """)
    }

    @Test func focusedValuesEntriesSayTheyAreNotModelled() {
        expectExpansion(
            """
            extension FocusedValues {
                @Entry var selection: String?
            }
            """,
            expands: """
                extension FocusedValues {
                    var selection: String?
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "StateEngine models '@Entry' in EnvironmentValues only; FocusedValues entries are not modelled yet (see Supported SwiftUI)",
                    line: 2, column: 5)
            ])
    }

    @Test func misusesAreReportedOnceWithWhatToWrite() {
        expectExpansion(
            """
            extension EnvironmentValues {
                @Entry var accent = Color.blue
                @Entry var count: Int
            }
            """,
            expands: """
                extension EnvironmentValues {
                    var accent = Color.blue
                    var count: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' needs the type of 'accent' written out, as in 'var accent: Color = .blue'", line: 2, column: 5),
                DiagnosticSpec(message: "'@Entry' needs a default value for 'count', as in 'var count: Int = ...'", line: 3, column: 5),
            ])
    }

    @Test func anEntryOutsideAnExtensionNamesWhereItBelongs() {
        expectExpansion(
            """
            struct Settings {
                @Entry var accent: Int = 1
            }
            """,
            expands: """
                struct Settings {
                    var accent: Int = 1
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' belongs in an extension of EnvironmentValues, such as 'extension EnvironmentValues { @Entry var accent: Color = .blue }'",
                    line: 2, column: 5)
            ])
    }
}
