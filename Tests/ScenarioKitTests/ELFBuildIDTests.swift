import Foundation
import Testing

@testable import ScenarioKit

/// The engine's files enter every cache key by content; ELF files by their build ID
/// (source: the ELF gABI's note format and GNU's NT_GNU_BUILD_ID, which gold and lld write).
@Suite struct ELFBuildIDTests {
    /// A minimal ELF64 little-endian file: header, one program header of type `segmentType`
    /// pointing at `notes`.
    static func elf(notes: [UInt8], segmentType: UInt32 = 4, elfClass: UInt8 = 2) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 64 + 56)
        bytes.replaceSubrange(0..<4, with: [0x7F, 0x45, 0x4C, 0x46])
        bytes[4] = elfClass
        bytes[5] = 1
        func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { bytes.replaceSubrange(offset..<(offset + $0.count), with: $0) }
        }
        put(UInt64(64), at: 32)  // e_phoff
        put(UInt16(56), at: 54)  // e_phentsize
        put(UInt16(1), at: 56)  // e_phnum
        put(segmentType, at: 64)  // p_type
        put(UInt64(120), at: 64 + 8)  // p_offset
        put(UInt64(notes.count), at: 64 + 32)  // p_filesz
        return bytes + notes
    }

    static func note(owner: String, type: UInt32, description: [UInt8]) -> [UInt8] {
        var name = Array(owner.utf8) + [0]
        let nameSize = UInt32(name.count)
        while name.count % 4 != 0 { name.append(0) }
        var padded = description
        while padded.count % 4 != 0 { padded.append(0) }
        var bytes: [UInt8] = []
        for field in [nameSize, UInt32(description.count), type] { withUnsafeBytes(of: field.littleEndian) { bytes += $0 } }
        return bytes + name + padded
    }

    static func write(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("elf-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsTheGNUBuildIDAfterOtherNotes() throws {
        let id: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10]
        // An ABI tag note first, and a note of another owner with type 3, which is not a build ID.
        let notes = Self.note(owner: "GNU", type: 1, description: [0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
            + Self.note(owner: "Go", type: 3, description: [1, 2, 3])
            + Self.note(owner: "GNU", type: 3, description: id)
        let path = try Self.write(Self.elf(notes: notes))
        defer { unlink(path) }
        #expect(ELFBuildID.of(path) == "deadbeef0102030405060708090a0b0c0d0e0f10")
    }

    @Test func anythingElseHasNone() throws {
        let id = Self.note(owner: "GNU", type: 3, description: [1, 2, 3, 4, 5, 6, 7, 8])
        let cases: [(String, [UInt8])] = [
            ("not ELF", Array("#!/bin/sh\necho hi\n".utf8)),
            ("32-bit", Self.elf(notes: id, elfClass: 1)),
            ("no note segment", Self.elf(notes: id, segmentType: 1)),
            ("no build ID note", Self.elf(notes: Self.note(owner: "GNU", type: 1, description: [0, 0, 0, 0]))),
            ("truncated notes", Array(Self.elf(notes: id).dropLast(6))),
            ("truncated header", Array(Self.elf(notes: id).prefix(40))),
            ("empty", []),
            ("program headers past any file", { var bytes = Self.elf(notes: id); for i in 32..<40 { bytes[i] = 0xFF }; return bytes }()),
            ("note segment past any file", { var bytes = Self.elf(notes: id); for i in (64 + 8)..<(64 + 16) { bytes[i] = 0xFF }; return bytes }()),
        ]
        for (name, bytes) in cases {
            let path = try Self.write(bytes)
            defer { unlink(path) }
            #expect(ELFBuildID.of(path) == nil, "\(name)")
        }
        #expect(ELFBuildID.of("/nonexistent/statedocs-elf") == nil)
    }

    /// The key follows the content: a copy of a library elsewhere has its fingerprint, another
    /// build ID another one, and a file without one is hashed.
    @Test func fingerprintsFollowTheBuildIDOrTheBytes() throws {
        let cache = ScenarioCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-cache-\(UUID().uuidString)"))
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let first = try Self.write(Self.elf(notes: Self.note(owner: "GNU", type: 3, description: [1, 2, 3, 4])))
        let copy = try Self.write(Self.elf(notes: Self.note(owner: "GNU", type: 3, description: [1, 2, 3, 4])))
        let other = try Self.write(Self.elf(notes: Self.note(owner: "GNU", type: 3, description: [1, 2, 3, 5])))
        let plain = try Self.write(Array("not a binary".utf8))
        defer { for path in [first, copy, other, plain] { unlink(path) } }
        #expect(cache.fingerprint(ofFile: first) == "elf-build-id 01020304")
        #expect(cache.fingerprint(ofFile: copy) == cache.fingerprint(ofFile: first))
        #expect(cache.fingerprint(ofFile: other) != cache.fingerprint(ofFile: first))
        #expect(cache.fingerprint(ofFile: plain) == SHA256.hex("not a binary"))
    }

    #if os(Linux)
        /// The compiler in cache keys: this toolchain by the build IDs of its driver and
        /// frontend, without starting either; a wrapper script, which has none, by what it
        /// says to `--version` (remembered afterwards).
        @Test func theCompilerIsIdentifiedByItsBuildIDsOrElseByItsVersion() throws {
            let fixture = try Fixture()
            let identity = try #require(fixture.executor().compilerIdentity())
            #expect(identity.hasPrefix("driver ") && identity.contains(" frontend "), "\(identity)")
            #expect(fixture.executor().compilerIdentity(asking: false) == identity)

            let script = try fixture.write("bin/swiftc", "#!/bin/sh\necho wrapper 1.0\n")
            chmod(fixture.root.appendingPathComponent(script).path, 0o755)
            var toolchain = fixture.toolchain
            toolchain.swiftc = fixture.root.appendingPathComponent(script).path
            let cache = ScenarioCache(directory: fixture.cacheDirectory)
            #expect(ScenarioExecutor(toolchain: toolchain, cache: cache).compilerIdentity(asking: false) == nil)
            #expect(ScenarioExecutor(toolchain: toolchain, cache: cache).compilerIdentity() == "wrapper 1.0")
            #expect(ScenarioExecutor(toolchain: toolchain, cache: cache).compilerIdentity(asking: false) == "wrapper 1.0")
        }

        /// Real binaries linked by swiftc carry one: this test program does.
        @Test func binariesLinkedBySwiftcHaveOne() throws {
            let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            let id = try #require(ELFBuildID.of(executable))
            #expect(id.count >= 16 && id.allSatisfy(\.isHexDigit))
        }
    #endif
}
