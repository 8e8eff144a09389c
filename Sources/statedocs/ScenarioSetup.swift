import SiteKit

/// The one place where the build learns how to render scenario blocks. Until scenarios run
/// (ScenarioKit), there is no renderer and they show as highlighted Swift.
func makeScenarioRendering(for options: SiteOptions) throws -> ScenarioRendering? {
    nil
}
