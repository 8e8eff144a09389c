/// The version of StateEngine's modelled behaviour. Bump it whenever what the engine reports
/// for some SwiftUI code changes: it is shown on every verified mark and is part of every
/// scenario cache key.
public enum EngineVersion {
    public static let current = "0.2.0"
}
