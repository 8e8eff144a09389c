import Foundation
import StateEngine

/// An `Animatable` view that shows the value an animation presents to its body.
struct Probe: View, Animatable {
    var value: Double
    nonisolated var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View { Text("value \(value)") }
}

/// A probe animated from 0 to 1 (the "Go" button) and, with "Back", toward 0 again.
struct ProbeHost: View {
    let animation: Animation?
    var interruption: Animation? = nil
    @State private var target = 0.0
    var body: some View {
        VStack {
            Probe(value: target)
            Button("Go") { withAnimation(animation) { target = 1 } }
            Button("Back") { withAnimation(interruption ?? animation) { target = 0 } }
        }
    }
}

extension Driver {
    /// The value the probe shows now.
    var probeValue: Double? {
        guard let range = screen.range(of: #"value -?[0-9.e+-]+"#, options: .regularExpression) else { return nil }
        return Double(screen[range].dropFirst("value ".count))
    }

    /// The values the probe shows at each of `times` (seconds after "Go").
    static func probe(_ animation: Animation?, at times: [Double]) throws -> [Double] {
        let d = Driver(ProbeHost(animation: animation))
        try d.tap("Go")
        var now = 0.0
        var values: [Double] = []
        for time in times {
            if time > now { d.advance(by: time - now) }
            now = time
            values.append(d.probeValue ?? .nan)
        }
        return values
    }
}

func nearlyEqual(_ lhs: [Double], _ rhs: [Double], within tolerance: Double = 1e-6) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
}

// What every generated scenario program declares (ScenarioKit's ProgramGenerator.shadowedFoundation):
// `Date()` and `Date.now` read the engine's virtual clock in this module too.
extension Date {
    init() { self = __statedocsVirtualNow() }
    static var now: Date { __statedocsVirtualNow() }
}
