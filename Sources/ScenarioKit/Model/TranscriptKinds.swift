import Transcript

enum TranscriptKinds {
    static let names = Set(TranscriptEvent.Kind.allCases.map(\.rawValue))
}
