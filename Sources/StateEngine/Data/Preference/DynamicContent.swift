/// Where `reduce` runs, named once.
///
/// Preference values flow up the tree. A container (a stack, a scroll view, a form: every
/// `ContainerView` whose `combinesPreferences` is true) combines the values of its children
/// with the key's `reduce` and passes one value up; `reduce` runs only where two values meet.
/// Content whose number of views can change while the app runs (`if`/`else`, `if` without
/// `else`, `ForEach`, `AnyView`, an explicit `.id`) is *dynamic content*: a container holding
/// it contributes the key's `defaultValue` even when nothing inside writes, and that default
/// takes part in `reduce` like any other value. So `VStack { writer; ZStack { if flag {} } }`
/// calls `reduce` with the writer's value and the ZStack's default, while
/// `ZStack { Text("Hi") }` contributes nothing.
// Evidence: seed article 002 (an episode on SwiftUI view updates with environment and preference
// changes"): P20-P22 of docs/PHENOMENA.md, observed on iOS.
protocol DynamicContentNode: Node {}

extension ConditionalNode: DynamicContentNode {}
extension OptionalNode: DynamicContentNode {}
extension ForEachNode: DynamicContentNode {}
extension AnyViewNode: DynamicContentNode {}
extension IDViewNode: DynamicContentNode {}
