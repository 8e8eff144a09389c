/// The hash a translation records of its source (`source-hash:` in its front matter): the
/// first 16 hex digits of SHA-256 of the source file's whole text. `verify` compares it with
/// the source's current text to find translations left behind.
public enum SourceHash {
    public static let frontMatterKey = "source-hash"

    public static func of(_ text: String) -> String { String(SHA256.hex(text).prefix(16)) }
}
