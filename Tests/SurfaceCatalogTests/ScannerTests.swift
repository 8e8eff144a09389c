import Foundation
import ScenarioKit
import Testing

@testable import SurfaceCatalog

/// The classification convention of the "Supported SwiftUI" page (Sources/StateEngine/README.md, "Supported SwiftUI").
@Suite struct ScannerTests {
    static let sample = """
        /// A view.
        public struct Button<Label> {}
        public struct _InternalBox {}
        struct Hidden {}
        @propertyWrapper public struct State<Value> { public var wrappedValue: Value }
        @available(*, unavailable, message: "StateEngine does not model `Canvas` yet (see Supported SwiftUI)")
        public struct Canvas {}
        /// StateEngine: hidden (plumbing)
        public protocol PrimitiveModifier {}
        public func withAnimation<R>(_ body: () -> R) -> R { body() }
        public macro Preview() = #externalMacro(module: "M", type: "P")

        /// Purely visual.
        /// StateEngine: inert (purely visual)
        extension View {
            public func shadow(radius: Double) -> some View { self }
            public func shadow(color: Int, radius: Double) -> some View { self }
            /// StateEngine: modelled
            public func disabled(_ flag: Bool) -> some View { self }
            @available(*, unavailable, message: "StateEngine does not model `contextMenu` yet (see Supported SwiftUI)")
            public func contextMenu(menuItems: () -> Void) -> some View { self }
            func helper() {}
            public func _private() {}
        }

        extension View where Self: Equatable {
            public func focused(_ condition: Bool, equals value: Int) -> some View { self }
        }

        public extension Text {
            func bold(_ active: Bool = true) -> Text { self }
        }

        extension EnvironmentValues {
            public var dismiss: Int { 0 }
            var secret: Int { 0 }
            @available(*, unavailable, message: "StateEngine does not model `displayScale` yet (see Supported SwiftUI)")
            public var displayScale: Double { 0 }
        }

        #if os(Linux)
        public struct OnlyOnLinux {}
        #endif
        """

    @Test func everyPublicSwiftUIDeclarationIsListedWithItsStatus() {
        let entries = Set(SurfaceScanner.scan(source: Self.sample))
        let expected: Set<SurfaceEntry> = [
            .init(section: .types, name: "Button", status: .modelled),
            .init(section: .propertyWrappers, name: "State", status: .modelled),
            .init(section: .types, name: "Canvas", status: .unavailable, note: "StateEngine does not model `Canvas` yet (see Supported SwiftUI)"),
            .init(section: .functions, name: "withAnimation(_:)", status: .modelled),
            .init(section: .macros, name: "Preview", status: .modelled),
            .init(section: .modifiers, name: "shadow(radius:)", status: .inert, note: "purely visual"),
            .init(section: .modifiers, name: "shadow(color:radius:)", status: .inert, note: "purely visual"),
            .init(section: .modifiers, name: "disabled(_:)", status: .modelled),
            .init(section: .modifiers, name: "contextMenu(menuItems:)", status: .unavailable, note: "StateEngine does not model `contextMenu` yet (see Supported SwiftUI)"),
            .init(section: .modifiers, name: "focused(_:equals:)", status: .modelled),
            .init(section: .modifiers, name: "Text.bold(_:)", status: .modelled),
            .init(section: .environmentValues, name: "dismiss", status: .modelled),
            .init(section: .environmentValues, name: "displayScale", status: .unavailable, note: "StateEngine does not model `displayScale` yet (see Supported SwiftUI)"),
            .init(section: .types, name: "OnlyOnLinux", status: .modelled),
        ]
        #expect(entries == expected, "extra: \(entries.subtracting(expected)), missing: \(expected.subtracting(entries))")
    }

    @Test func theDriverAndTheBenchmarkAreNotSwiftUI() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("surface-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [("Views/Text.swift", "public struct Text {}"), ("Driver/Driver.swift", "public func launch() {}"),
                             ("Benchmark/Bench.swift", "public struct EngineBenchmark {}")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try SurfaceScanner.scan(directory: root) == [SurfaceEntry(section: .types, name: "Text", status: .modelled)])
    }

    @Test func thePageListsEachSectionAndStatusAndTheChineseTwinRecordsItsSource() {
        let entries = SurfaceScanner.scan(source: Self.sample).sorted()
        let coverage = Coverage(listed: [], declared: entries)
        let english = SupportedPage.english(entries, coverage: coverage)
        #expect(english.hasPrefix("---\ntitle: Supported SwiftUI\n"))
        #expect(english.contains("9 modelled, 2 inert, 3 unavailable."))
        #expect(english.contains("### Inert modifiers\n\n2 declarations:\n\n- `shadow(color:radius:)`: purely visual\n- `shadow(radius:)`: purely visual\n"))
        #expect(english.contains("- `Canvas`: StateEngine does not model `Canvas` yet (see Supported SwiftUI)"))
        let chinese = SupportedPage.chinese(entries, coverage: coverage)
        #expect(chinese.contains("### 不可用的环境值\n\n共 1 个：\n"))
        let hash = chinese.split(separator: "\n").first { $0.hasPrefix("source-hash: ") }
        #expect(hash.map(String.init) == "source-hash: " + SourceHash.of(english))
    }
}
