// `import SwiftData` in scenario code maps to `import StateEngineSwiftData` (ScenarioKit's
// ImportMapping): SwiftData's models are Observation's observable classes (`@Model` expands to
// `@Observable`, see ScenarioKit's ModelExpansion) and its queries take Foundation's
// `Predicate` and `SortDescriptor`, so both are visible through it, as through SwiftData.
@_exported import Foundation
@_exported import Observation
