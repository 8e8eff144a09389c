// Placeholder until the ScenarioKit work lands.
