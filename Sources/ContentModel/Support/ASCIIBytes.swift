/// ASCII classes of single UTF-8 bytes, for the paths that skip Unicode properties when the
/// text is plain ASCII (slugs, tags, search terms, front matter keys).
extension UInt8 {
    /// `a`–`z` or `0`–`9`.
    public var isASCIILowercaseOrDigit: Bool { (0x61...0x7A).contains(self) || (0x30...0x39).contains(self) }

    /// `A`–`Z`.
    public var isASCIIUppercase: Bool { (0x41...0x5A).contains(self) }

    /// `A`–`Z` or `a`–`z`.
    public var isASCIILetter: Bool { isASCIIUppercase || (0x61...0x7A).contains(self) }

    /// The lowercase letter for `A`–`Z`; any other byte as it is.
    public var asciiLowercased: UInt8 { isASCIIUppercase ? self + 0x20 : self }
}
