import StateEngine
import Testing

extension Phenomena {
    /// P18-P22: when SwiftUI calls a PreferenceKey's reduce, and why reduce must be a monoid.
    @Suite @MainActor struct Preferences {

        // MARK: keys

        /// Any call to reduce is a failure: with one writer SwiftUI never calls it.
        struct TrappingKey: PreferenceKey {
            static let defaultValue = false
            static func reduce(value: inout Bool, nextValue: () -> Bool) {
                fatalError("reduce called for TrappingKey")
            }
        }

        /// The tempting but wrong reduce: the last contribution wins, defaults included.
        struct LastWinsKey: PreferenceKey {
            static let defaultValue = false
            static func reduce(value: inout Bool, nextValue: () -> Bool) {
                let next = nextValue()
                print("reduce", value, next)
                value = next
            }
        }

        /// A monoid: false is the identity of ||.
        struct AnyTrueKey: PreferenceKey {
            static let defaultValue = false
            static func reduce(value: inout Bool, nextValue: () -> Bool) {
                let next = nextValue()
                print("reduce", value, next)
                value = value || next
            }
        }

        // MARK: arrangements; Key chooses the reduce, the layout decides whether it runs

        struct LoneWriter<Key: PreferenceKey>: View where Key.Value == Bool {
            var body: some View {
                VStack {
                    Color.blue
                        .preference(key: Key.self, value: true)
                }
                .padding()
                .onPreferenceChange(Key.self) { value in print("received", value) }
            }
        }

        /// The dynamic part is a direct child of the same stack as the writer.
        struct WriterBesideConditional<Key: PreferenceKey>: View where Key.Value == Bool {
            @State private var extra = false
            var body: some View {
                VStack {
                    Color.blue
                        .preference(key: Key.self, value: true)
                    if extra {
                        Text("extra")
                    }
                }
                .onPreferenceChange(Key.self) { value in print("received", value) }
            }
        }

        /// The dynamic part is nested in a container after the writer.
        struct WriterThenNestedConditional<Key: PreferenceKey>: View where Key.Value == Bool {
            @State private var extra = false
            var body: some View {
                VStack {
                    Color.blue
                        .preference(key: Key.self, value: true)
                    ZStack {
                        if extra {
                            Text("extra")
                        }
                    }
                }
                .onPreferenceChange(Key.self) { value in print("received", value) }
            }
        }

        /// The same, with the container before the writer.
        struct NestedConditionalThenWriter<Key: PreferenceKey>: View where Key.Value == Bool {
            @State private var extra = false
            var body: some View {
                VStack {
                    ZStack {
                        if extra {
                            Text("extra")
                        }
                    }
                    Color.blue
                        .preference(key: Key.self, value: true)
                }
                .onPreferenceChange(Key.self) { value in print("received", value) }
            }
        }

        /// Any sibling placed before the writer.
        struct SiblingThenWriter<Key: PreferenceKey, Sibling: View>: View where Key.Value == Bool {
            let sibling: Sibling
            var body: some View {
                VStack {
                    sibling
                    Color.blue
                        .preference(key: Key.self, value: true)
                }
                .onPreferenceChange(Key.self) { value in print("received", value) }
            }
        }

        static func reduceCalls(_ d: Driver) -> [String] {
            d.console.filter { $0.hasPrefix("reduce") }
        }

        static func received(_ d: Driver) -> [String] {
            d.console.filter { $0.hasPrefix("received") }
        }

        // MARK: P18

        @Test func P18_loneWriterNeverCallsReduce() {
            // A trapping reduce would end the test process here.
            let d = Driver(LoneWriter<TrappingKey>())
            #expect(Self.received(d) == ["received true"], "\(d.console)")
        }

        @Test func P18_loneWriterDeliversItsValueWithoutReduce() {
            let d = Driver(LoneWriter<LastWinsKey>())
            #expect(Self.reduceCalls(d).isEmpty, "\(d.console)")
            #expect(Self.received(d) == ["received true"], "\(d.console)")
        }

        // MARK: P19

        @Test func P19_conditionalDirectlyInTheSameStackDoesNotCallReduce() {
            let d = Driver(WriterBesideConditional<LastWinsKey>())
            #expect(Self.reduceCalls(d).isEmpty, "\(d.console)")
            #expect(Self.received(d).last == "received true", "\(d.console)")
        }

        @Test func P19_trappingReduceSurvivesADirectConditionalSibling() {
            let d = Driver(WriterBesideConditional<TrappingKey>())
            #expect(Self.received(d).last == "received true", "\(d.console)")
        }

        // MARK: P20

        @Test func P20_nestedConditionalAfterWriterCallsReduceAndLosesTheValue() {
            let d = Driver(WriterThenNestedConditional<LastWinsKey>())
            let calls = Self.reduceCalls(d)
            #expect(!calls.isEmpty, "\(d.console)")
            #expect(calls.allSatisfy { $0 == "reduce true false" }, "\(calls)")
            // The writer's true was replaced by the container's default.
            #expect(Self.received(d).last == "received false", "\(d.console)")
            #expect(!Self.received(d).contains("received true"), "\(d.console)")
        }

        @Test func P20_nestedConditionalBeforeWriterCallsReduceInTreeOrder() {
            let d = Driver(NestedConditionalThenWriter<LastWinsKey>())
            let calls = Self.reduceCalls(d)
            #expect(!calls.isEmpty, "\(d.console)")
            #expect(calls.allSatisfy { $0 == "reduce false true" }, "\(calls)")
            #expect(Self.received(d).last == "received true", "\(d.console)")
        }

        // MARK: P21 which container contents count as dynamic

        @Test func P21_explicitIdInContainerCallsReduce() {
            let d = Driver(SiblingThenWriter<LastWinsKey, _>(sibling: ZStack { Text("Hi").id("") }))
            #expect(Self.reduceCalls(d).contains("reduce false true"), "\(d.console)")
        }

        @Test func P21_anyViewInContainerCallsReduce() {
            let d = Driver(SiblingThenWriter<LastWinsKey, _>(sibling: ZStack { AnyView(Text("Hi")) }))
            #expect(Self.reduceCalls(d).contains("reduce false true"), "\(d.console)")
        }

        @Test func P21_emptyForEachInContainerCallsReduce() {
            let d = Driver(SiblingThenWriter<LastWinsKey, _>(sibling: ZStack { ForEach(0..<0) { _ in } }))
            #expect(Self.reduceCalls(d).contains("reduce false true"), "\(d.console)")
        }

        @Test func P21_emptyContainerDoesNotCallReduce() {
            let d = Driver(SiblingThenWriter<LastWinsKey, _>(sibling: ZStack {}))
            #expect(Self.reduceCalls(d).isEmpty, "\(d.console)")
            #expect(Self.received(d).last == "received true", "\(d.console)")
        }

        @Test func P21_staticTextInContainerDoesNotCallReduce() {
            let d = Driver(SiblingThenWriter<LastWinsKey, _>(sibling: ZStack { Text("Hi") }))
            #expect(Self.reduceCalls(d).isEmpty, "\(d.console)")
            #expect(Self.received(d).last == "received true", "\(d.console)")
        }

        // MARK: P22 a monoid reduce is right wherever SwiftUI decides to call it

        @Test func P22_monoidReduceYieldsTrueInEveryArrangement() {
            // One driver at a time: the engine may route output to the latest launch.
            let launches: [(String, () -> Driver)] = [
                ("lone writer", { Driver(LoneWriter<AnyTrueKey>()) }),
                ("conditional beside", { Driver(WriterBesideConditional<AnyTrueKey>()) }),
                ("writer then nested", { Driver(WriterThenNestedConditional<AnyTrueKey>()) }),
                ("nested then writer", { Driver(NestedConditionalThenWriter<AnyTrueKey>()) }),
                ("id", { Driver(SiblingThenWriter<AnyTrueKey, _>(sibling: ZStack { Text("Hi").id("") })) }),
                ("AnyView", { Driver(SiblingThenWriter<AnyTrueKey, _>(sibling: ZStack { AnyView(Text("Hi")) })) }),
                ("ForEach", { Driver(SiblingThenWriter<AnyTrueKey, _>(sibling: ZStack { ForEach(0..<0) { _ in } })) }),
            ]
            for (arrangement, launch) in launches {
                let d = launch()
                #expect(Self.received(d).last == "received true", "\(arrangement): \(d.console)")
                #expect(!Self.received(d).contains("received false"), "\(arrangement): \(d.console)")
            }
        }

        @Test func P22_monoidReduceIsStillCalledWhereTheLastWinsOneWas() {
            let d = Driver(WriterThenNestedConditional<AnyTrueKey>())
            #expect(Self.reduceCalls(d).contains("reduce true false"), "\(d.console)")
            #expect(Self.received(d).last == "received true", "\(d.console)")
        }
    }
}
