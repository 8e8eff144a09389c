import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The GNU build ID of an ELF file (`NT_GNU_BUILD_ID`), read from its program headers.
///
/// The linker computes it as a hash over the linked output (gold and lld with `--build-id`,
/// which swiftc passes when it links, SwiftPM's builds included), so it stands for the file's
/// contents: the engine library and the compiler are identified by a few hundred
/// bytes read instead of a SHA-256 over 60 MB, which a cold `verify` otherwise waits for
/// before its first compile. Only 64-bit little-endian files are read (Linux on x86_64 and
/// arm64); anything else is nil, and the caller hashes the bytes.
enum ELFBuildID {
    /// Lowercase hex of the build ID, or nil when the file is not such an ELF file or has none.
    static func of(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return read(from: { offset, count in
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, count, off_t(offset)) }
            return got == count ? bytes : nil
        })
    }

    /// The build ID from a file given as `read(offset, count)`, which returns exactly `count`
    /// bytes or nil.
    static func read(from read: (Int, Int) -> [UInt8]?) -> String? {
        // ELF64 header: magic, class 2 (64-bit), data 1 (little-endian); e_phoff at 32,
        // e_phentsize at 54, e_phnum at 56.
        guard let header = read(0, 64), header[0..<4] == [0x7F, 0x45, 0x4C, 0x46], header[4] == 2, header[5] == 1 else { return nil }
        // Offsets and sizes come from the file: bounded before any arithmetic on them.
        guard let programHeaders = Int(exactly: header.littleEndian(UInt64.self, at: 32)), programHeaders > 0, programHeaders < 1 << 40
        else { return nil }
        let entrySize = Int(header.littleEndian(UInt16.self, at: 54))
        let count = Int(header.littleEndian(UInt16.self, at: 56))
        guard entrySize >= 56, entrySize <= 256, count > 0, count < 4096 else { return nil }
        guard let table = read(programHeaders, entrySize * count) else { return nil }
        for index in 0..<count {
            let entry = index * entrySize
            // PT_NOTE segments: p_type 4, p_offset at 8, p_filesz at 32.
            guard table.littleEndian(UInt32.self, at: entry) == 4 else { continue }
            guard let offset = Int(exactly: table.littleEndian(UInt64.self, at: entry + 8)), offset < 1 << 40,
                  let size = Int(exactly: table.littleEndian(UInt64.self, at: entry + 32)), size > 0, size < 1 << 20,
                  let notes = read(offset, size) else { continue }
            if let id = buildID(inNotes: notes) { return id }
        }
        return nil
    }

    /// Walks the notes of one segment: 4-byte name size, description size and type, then the
    /// name and the description, each padded to 4 bytes.
    private static func buildID(inNotes notes: [UInt8]) -> String? {
        var position = 0
        while position + 12 <= notes.count {
            let nameSize = Int(notes.littleEndian(UInt32.self, at: position))
            let descriptionSize = Int(notes.littleEndian(UInt32.self, at: position + 4))
            let type = notes.littleEndian(UInt32.self, at: position + 8)
            let name = position + 12
            let description = name + ((nameSize + 3) & ~3)
            let next = description + ((descriptionSize + 3) & ~3)
            guard nameSize <= notes.count, descriptionSize <= notes.count, next <= notes.count else { return nil }
            // NT_GNU_BUILD_ID (3), owner "GNU\0".
            if type == 3, nameSize == 4, notes[name..<(name + 4)] == [0x47, 0x4E, 0x55, 0], descriptionSize > 0 {
                return notes[description..<(description + descriptionSize)].map { String(format: "%02x", $0) }.joined()
            }
            position = next
        }
        return nil
    }
}

private extension [UInt8] {
    func littleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Int) -> T {
        guard offset >= 0, offset + MemoryLayout<T>.size <= count else { return 0 }
        return withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }
}
