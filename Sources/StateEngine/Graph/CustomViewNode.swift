import Transcript

/// A node that owns dynamic properties (a custom view, or a custom view modifier): storage
/// slots, the reasons it must re-evaluate, and the environment values it depends on.
class DynamicPropertyHost: Node {
    // The flags come first: they fill the bytes left after Node's fields (memory per view).
    var isDirty = false
    var isFirstEvaluation = true
    var isFirstEvaluationInProgress = false
    /// An `Animatable` custom view: its body sees the animator's presented `animatableData`.
    var animatesBody = false
    let typeName: String
    var slots: [AnyObject?] = []
    /// Why the next evaluation happens.
    var pendingCauses: [BodyCause] = []
    /// The causes of the evaluation in progress (read by `_printChanges` and the transcript).
    var currentCauses: [BodyCause] = []
    var environmentDependencies: [EnvironmentDependency] = []
    /// Names of the dynamic properties in declaration order (for `_printChanges`).
    var propertyNames: [String] = []
    /// The `@Environment(\.self)` property whose reads are being recorded.
    var trackedEnvironmentName: String?
    /// Which body evaluation's Observation registration is current.
    var observationGeneration = 0

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, typeName: String) {
        self.typeName = typeName
        super.init(graph: graph, parent: parent, environment: environment)
    }

    func addCause(_ cause: BodyCause) {
        guard !pendingCauses.isEmpty else {
            // Invalidated for the one reason its last body ran for (a state written again): the
            // list is that body's, shared, not a new one allocated on every update.
            pendingCauses = currentCauses.count == 1 && currentCauses[0] == cause ? currentCauses : [cause]
            return
        }
        if !pendingCauses.contains(cause) { pendingCauses.append(cause) }
    }

    func invalidate(cause: BodyCause) {
        graph.invalidate(self, cause: cause)
    }

    func evaluate() {}

    /// True when an environment value this node read differs in `newEnvironment`.
    func environmentChanged(to newEnvironment: EnvironmentValues) -> Bool {
        var changed = false
        for dependency in environmentDependencies where dependency.hasChanged(newEnvironment) {
            addCause(dependency.cause)
            changed = true
        }
        return changed
    }

    /// Takes new inputs: whether they or the environment values this node read changed, and
    /// whether the environment moved at all (the children then need the new one).
    func acceptInputs<Inputs>(
        old: Inputs, new: Inputs, environment newEnvironment: EnvironmentValues
    ) -> (needsEvaluation: Bool, environmentMoved: Bool) {
        var needsEvaluation = isDirty
        if !ValueComparison.viewInputsEqual(old, new) {
            addCause(.inputs)
            needsEvaluation = true
        }
        let environmentMoved = !newEnvironment.isIdentical(to: environment)
        if environmentMoved {
            environment = newEnvironment
            if environmentChanged(to: newEnvironment) { needsEvaluation = true }
        }
        return (needsEvaluation, environmentMoved)
    }

    /// One body evaluation: install the dynamic properties into a copy of `value`, then run
    /// `body` on it, with reads tracked and the evaluation recorded.
    /// `input` is what the body gets besides the installed value (a modifier's content).
    func evaluateBody<Value, Input, Body>(of value: Value, input: Input, _ body: @MainActor (Value, Input) -> Body) -> Body {
        isDirty = false
        currentCauses = pendingCauses
        pendingCauses = []
        isFirstEvaluationInProgress = isFirstEvaluation
        defer { isFirstEvaluationInProgress = false }
        var installed = value
        environmentDependencies.removeAll(keepingCapacity: true)
        return graph.evaluating(self) {
            // Installing reads sources (a binding refreshes its value): tracked like the body.
            ObservationTracking.track(self) {
                DynamicPropertyInstaller.install(&installed, host: self)
                isFirstEvaluation = false
                // After installing: a StateObject thunk runs before its body, as in SwiftUI.
                // Views the engine provides (EditButton) are SwiftUI's, not the author's.
                if !(Value.self is EngineProvidedView.Type) {
                    graph.recordBody(of: Value.self, named: typeName, causes: isFirstEvaluationInProgress ? [.newIdentity] : currentCauses)
                }
                return runAsMainActor(installed, input, body)
            }
        }
    }

    override func willTeardown() {
        for slot in slots { (slot as? TeardownSlot)?.teardown() }
        graph.forgetDirty(self)
        if animatesBody { graph.animator.forget(self) }
    }

    /// The `_printChanges` line for the evaluation in progress.
    func changesDescription() -> String {
        var causes: [String] = []
        for cause in currentCauses where !causes.contains(cause.printChangesName) { causes.append(cause.printChangesName) }
        // Evidence: OpenSwiftUI Tests/OpenSwiftUICompatibilityTests/View/Debug/
        // ChangedBodyPropertyCompatibilityTests.swift (real SwiftUI): a first body reports
        // "@self changed." without dynamic properties, "@self, @identity, _name changed." with.
        if isFirstEvaluationInProgress {
            causes = propertyNames.isEmpty ? ["@self"] : ["@self", "@identity"] + propertyNames
        }
        if causes.isEmpty { return "\(typeName): unchanged." }
        let order = ["@self", "@identity"] + propertyNames + ["@dependencies"]
        causes.sort { (order.firstIndex(of: $0) ?? order.count) < (order.firstIndex(of: $1) ?? order.count) }
        return "\(typeName): \(causes.joined(separator: ", ")) changed."
    }
}

/// A view SwiftUI itself provides that the engine writes as an ordinary view with a body.
protocol EngineProvidedView {}

protocol AnyCustomViewNode: AnyObject {
    var typeName: String { get }
}

/// Storage that must be released when its identity dies (subscriptions, tasks).
protocol TeardownSlot: AnyObject {
    func teardown()
}

final class CustomViewNode<V: View>: DynamicPropertyHost, AnyCustomViewNode, ViewNode {
    var view: V
    var child: Node?
    var lastBody: V.Body?

    init(graph: ViewGraph, parent: Node?, environment: EnvironmentValues, view: V) {
        self.view = view
        super.init(graph: graph, parent: parent, environment: environment, typeName: viewTypeName(V.self))
        animatesBody = V.self is any Animatable.Type
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    func update(view newView: V, environment newEnvironment: EnvironmentValues) {
        if animatesBody { graph.animator.accept(self, old: view, new: newView) }
        let (needsEvaluation, environmentMoved) = acceptInputs(old: view, new: newView, environment: newEnvironment)
        view = newView
        if needsEvaluation {
            evaluate()
        } else if environmentMoved, let body = lastBody {
            child = reconcile(child, with: body, environment: environment, parent: self, graph: graph)
        }
    }

    override func evaluate() {
        guard isAlive else { return }
        let shown = animatesBody ? graph.animator.presented(view, host: self) : view
        let body = evaluateBody(of: shown, input: ()) { view, _ in view.body }
        lastBody = body
        child = graph.updating { reconcile(child, with: body, environment: environment, parent: self, graph: graph) }
    }
}

extension BodyCause {
    /// How `_printChanges` names the cause: SwiftUI prints one `@dependencies` for every
    /// observed input that is not a property of the view.
    var printChangesName: String {
        switch self {
        case .newIdentity: "@identity"
        // Chosen [print-changes-frames]: an animation frame prints `@self`, a timeline's next
        // date `@timeline`.
        case .inputs, .animationFrame: "@self"
        case .timeline: "@timeline"
        case .observation, .systemState: "@dependencies"
        case .state(let name), .binding(let name), .storage(let name), .environment(let name), .objectWillChange(let name): name
        }
    }
}
