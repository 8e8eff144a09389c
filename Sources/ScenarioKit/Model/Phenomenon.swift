/// The SwiftUI behaviours the articles prove, P01 to P33 (docs/PHENOMENA.md).
public enum Phenomenon {
    public static let all: [String] = (1...33).map { $0 < 10 ? "P0\($0)" : "P\($0)" }

    static let known = Set(all)

    static func looksLikeID(_ text: String) -> Bool {
        text.count == 3 && text.first == "P" && text.dropFirst().allSatisfy(\.isASCII)
            && text.dropFirst().allSatisfy(\.isNumber)
    }
}
