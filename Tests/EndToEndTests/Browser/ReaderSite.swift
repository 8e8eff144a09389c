import Foundation
import Testing

/// One small bilingual site built once for every browser test: an article pair with a
/// scenario (a sheet over its presenter, console output, a claimed transcript), headings,
/// code, tags written in two cases, inline Markdown in a summary and Chinese soft line breaks.
enum ReaderSite {
    static let built: Result<SiteFolder, Error> = Result {
        let site = try make()
        // Every browser test reads it, so it goes when the test process ends, not with a test.
        atexit { try? ReaderSite.folder().remove() }
        return site
    }

    static func folder() throws -> SiteFolder { try built.get() }

    static let scenario = """
    ```swift scenario=counter
    import SwiftUI

    struct ContentView: View {
        @State private var count = 0
        @State private var showing = false

        var body: some View {
            VStack {
                Text("count = \\(count)")
                Button("Increment") { count += 1; print("tapped") }
                Button("Show") { showing = true }
            }
            .sheet(isPresented: $showing) { Text("A sheet") }
        }
    }
    ```

    ```swift steps=counter
    launch(ContentView())
    tap("Increment")
    tap("Show")
    expectScreen(contains: "count = 1")
    ```

    ```output scenario=counter
    ```
    """

    /// A page pushed from a list, to tell apart from the sheet of `scenario`.
    static let pushScenario = """
    ```swift scenario=library
    import SwiftUI

    struct Library: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Dune", value: "Dune")
                    NavigationLink("Emma", value: "Emma")
                }
                .navigationTitle("Library")
                .navigationDestination(for: String.self) { book in
                    Text("Chapter one").navigationTitle(book)
                }
            }
        }
    }
    ```

    ```swift steps=library
    launch(Library())
    tap("Dune")
    expectScreen(contains: "Chapter one")
    ```
    """

    static func make() throws -> SiteFolder {
        let site = try SiteFolder()
        try site.write("Content/site.yml", """
            title: { en: Reader Test, zh: 读者测试 }
            tagline: { en: Claims that prove themselves, zh: 自证的文档 }
            baseURL: https://reader.example.org/
            languages: [en, zh]
            editURL: https://github.com/example/site/edit/main/Content/

            """)
        try site.write("Content/en/hello.md", """
            ---
            title: Counting taps with a very long title that has to wrap on a phone screen
            summary: How `@State` keeps a *count* between updates.
            date: 2026-03-01
            tags: [State, sheet]
            ---

            Tapping the button changes `count`, and the body reads it.

            ## Setup

            \(scenario)

            ## What happens next

            Some closing words with `inline code` in them.

            ```sh
            statedocs verify
            ```

            """)
        try site.write("Content/en/other.md", """
            ---
            title: Another article
            summary: Environment values flow down.
            date: 2026-03-02
            tags: [state]
            ---

            ## Environment

            Environment values flow down the tree.

            ### Reading a value

            A view reads a value with `@Environment`.

            ## Preferences

            Preferences flow up.

            \(pushScenario)

            """)
        try site.write("Content/zh/hello.md", """
            ---
            title: 统计点按次数
            summary: 说明 `@State` 如何在更新之间保留计数。
            date: 2026-03-01
            tags: [State]
            ---

            点按按钮会改变计数，
            而视图的 body 读取了它。

            ## 准备

            \(scenario)

            ## 接下来

            结束语。

            """)
        let verify = try site.run("verify", "--bless")
        #expect(verify.status == 0, "\(verify.stderr)")
        let build = try site.run("build")
        guard build.status == 0 else { throw Chromium.ProbeError(message: "the reader site did not build: \(build.stderr)") }
        return site
    }

    static var output: URL { (try? folder().root.appendingPathComponent("Site")) ?? URL(fileURLWithPath: "/nonexistent") }
}
