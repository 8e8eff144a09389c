/// The concurrency build settings a scenario compiles with, as the Xcode project template that
/// created the app sets them: `project=xcode26` (the default) or `project=xcode16`.
///
/// Evidence: Xcode 26's iOS App template sets `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` on
/// the app target and `SWIFT_APPROACHABLE_CONCURRENCY = YES`,
/// `SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES` and `SWIFT_VERSION = 5.0` on the
/// project (the template files `App Base.xctemplate` and `Base_ProjectSettings.xctemplate`);
/// approachable concurrency turns on the upcoming features SE-0401
/// (DisableOutwardActorInference), SE-0434 (GlobalActorIsolatedTypesUsability), SE-0418
/// (InferSendableFromCaptures), SE-0470 (InferIsolatedConformances) and SE-0461
/// (NonisolatedNonsendingByDefault), and the default isolation is SE-0466's. The Swift 6
/// language mode has the first three already, so only the others are passed there (swiftc
/// warns about a feature the mode already has). Xcode 16's template set none of these.
public enum ProjectSettings: String, Hashable, Sendable, CaseIterable {
    case xcode26
    case xcode16

    public static let `default`: ProjectSettings = .xcode26

    /// The swiftc flags these settings add in `languageMode`.
    public func compilerFlags(in languageMode: SwiftLanguageMode) -> [String] {
        switch self {
        case .xcode16:
            return []
        case .xcode26:
            var features = ["InferIsolatedConformances", "NonisolatedNonsendingByDefault", "MemberImportVisibility"]
            if languageMode == .v5 {
                features += ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures"]
            }
            return ["-default-isolation", "MainActor"] + features.flatMap { ["-enable-upcoming-feature", $0] }
        }
    }
}

/// Everything about a compile that a scenario chooses: its language mode and its project's
/// settings. One swiftc run has one of each, so scenarios are batched by it.
public struct CompileSettings: Hashable, Sendable, CustomStringConvertible {
    public var languageMode: SwiftLanguageMode
    public var project: ProjectSettings

    public init(languageMode: SwiftLanguageMode = .default, project: ProjectSettings = .default) {
        self.languageMode = languageMode
        self.project = project
    }

    public static let `default` = CompileSettings()

    public var compilerFlags: [String] { languageMode.compilerFlags + project.compilerFlags(in: languageMode) }

    /// Part of a cache key, and the order batches are listed in.
    public var description: String { "swift \(languageMode.rawValue) project \(project.rawValue)" }
}
