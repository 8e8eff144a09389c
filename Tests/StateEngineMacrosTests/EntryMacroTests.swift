import Testing

/// `@Entry` expands as SwiftUI's does: a private `__Key_<name>` EnvironmentKey whose default is
/// the initializer (evaluated per read), and accessors through `self[key]` (Apple docs,
/// "Entry()"; the expansion Xcode 16 shows for `@Entry`).
@Suite struct EntryMacroTests {
    @Test func anEnvironmentEntryBecomesAKeyAndAccessorsThroughIt() throws {
        let compile = try MacroCompile(
            """

            extension EnvironmentValues {
                @Entry var accent: Color = .blue
            }
            """)
        #expect(compile.macroErrors == [] && compile.otherErrors == [])
        #expect(
            compile.expansions == [
                """
                {
                    get {
                        self[__Key_accent.self]
                    }
                    set {
                        self[__Key_accent.self] = newValue
                    }
                }
                """,
                """
                private struct __Key_accent: StateEngine.EnvironmentKey {
                    static var defaultValue: Color {
                        .blue
                    }
                }
                """,
            ])
    }

    @Test func anOptionalEntryWithoutInitializerDefaultsToNil() throws {
        let compile = try MacroCompile(
            """

            extension StateEngine.EnvironmentValues {
                @Entry public var draft: String?
            }
            """)
        #expect(compile.macroErrors == [] && compile.otherErrors == [])
        #expect(compile.expansions.last?.contains("static var defaultValue: String? {\n        nil\n    }") == true, "\(compile.expansions)")
    }

    @Test func focusedValuesEntriesSayTheyAreNotModelled() throws {
        let compile = try MacroCompile(
            """

            extension Transaction {
                @Entry var isUndo: Bool = false
            }
            """)
        #expect(
            compile.macroErrors
                == ["3:5: StateEngine models '@Entry' in EnvironmentValues only; Transaction entries are not modelled yet (see Supported SwiftUI)"])
    }

    @Test func misusesAreReportedWithWhatToWrite() throws {
        let compile = try MacroCompile(
            """

            extension EnvironmentValues {
                @Entry var accent = Color.blue
                @Entry var count: Int
                @Entry let fixed: Int = 1
            }
            """)
        #expect(
            compile.macroErrors == [
                "3:5: '@Entry' needs the type of 'accent' written out, as in 'var accent: Color = .blue'",
                "4:5: '@Entry' needs a default value for 'count', as in 'var count: Int = ...'",
                "5:5: '@Entry' applies to a single 'var' declaration, such as '@Entry var accent: Color = .blue'",
            ])
    }

    @Test func anEntryOutsideAnExtensionNamesWhereItBelongs() throws {
        let compile = try MacroCompile(
            """

            struct Settings {
                @Entry var accent: Int = 1
            }
            """)
        #expect(
            compile.macroErrors
                == ["3:5: '@Entry' belongs in an extension of EnvironmentValues, such as 'extension EnvironmentValues { @Entry var accent: Color = .blue }'"])
    }
}
