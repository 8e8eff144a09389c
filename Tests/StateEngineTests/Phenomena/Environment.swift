import StateEngine
import Testing

extension Phenomena {
    /// P15-P17: a reader of the environment depends on what it read, down to the key path
    /// given to @Environment, but not through computed properties read in the body.
    @Suite @MainActor struct EnvironmentReads {

        struct WholeEnvironmentSize: View {
            @Environment(\.self) private var env
            var body: some View {
                Text("size: \(env.dynamicTypeSize)")
            }
        }

        struct WholeEnvironmentAccessibility: View {
            @Environment(\.self) private var env
            var body: some View {
                Text("accessibility: \(env.dynamicTypeSize.isAccessibilitySize)")
            }
        }

        struct KeyPathAccessibility: View {
            @Environment(\.dynamicTypeSize.isAccessibilitySize) private var isAccessibility
            var body: some View {
                Text("accessibility: \(isAccessibility)")
            }
        }

        /// Holds a reader so that only the reader's own dependencies can re-evaluate it.
        struct Screen<Reader: View>: View {
            let reader: Reader
            var body: some View {
                VStack { reader }
            }
        }

        @Test func P15_wholeEnvironmentReaderDependsOnlyOnTheValueItRead() {
            let d = Driver(Screen(reader: WholeEnvironmentSize()))
            #expect(mainShows(d, "size: large"), "\(d.screen)")
            d.setEnvironment(\.colorScheme, .dark)
            d.setEnvironment(\.isEnabled, false)
            #expect(d.bodyCount(WholeEnvironmentSize.self) == 1)
            d.setEnvironment(\.dynamicTypeSize, .xLarge)
            #expect(d.bodyCount(WholeEnvironmentSize.self) == 2)
            #expect(mainShows(d, "size: xLarge"), "\(d.screen)")
        }

        @Test func P16_computedPropertyThroughWholeEnvironmentUpdatesOnEverySizeChange() {
            let d = Driver(Screen(reader: WholeEnvironmentAccessibility()))
            // large -> xLarge -> xxLarge: the Bool stays false throughout.
            d.setEnvironment(\.dynamicTypeSize, .xLarge)
            d.setEnvironment(\.dynamicTypeSize, .xxLarge)
            #expect(d.bodyCount(WholeEnvironmentAccessibility.self) == 3)
            #expect(mainShows(d, "accessibility: false"), "\(d.screen)")
            d.setEnvironment(\.colorScheme, .dark)
            #expect(d.bodyCount(WholeEnvironmentAccessibility.self) == 3)
        }

        @Test func P17_keyPathToTheComputedPropertyUpdatesOnlyWhenTheBoolChanges() {
            let d = Driver(Screen(reader: KeyPathAccessibility()))
            d.setEnvironment(\.dynamicTypeSize, .xLarge)
            d.setEnvironment(\.dynamicTypeSize, .xxLarge)
            #expect(d.bodyCount(KeyPathAccessibility.self) == 1)
            d.setEnvironment(\.dynamicTypeSize, .accessibility1)
            #expect(d.bodyCount(KeyPathAccessibility.self) == 2)
            #expect(mainShows(d, "accessibility: true"), "\(d.screen)")
            d.setEnvironment(\.dynamicTypeSize, .accessibility3)
            #expect(d.bodyCount(KeyPathAccessibility.self) == 2)
            d.setEnvironment(\.dynamicTypeSize, .medium)
            #expect(d.bodyCount(KeyPathAccessibility.self) == 3)
            #expect(mainShows(d, "accessibility: false"), "\(d.screen)")
        }
    }
}
