import Foundation
import Testing
import Transcript

@testable import ScenarioRuntime
@testable import StateEngine

/// The runtime side of the generated program's ABI (`ProgramABI`): the names the generator
/// writes calls to are declared by the runtime (the virtual clock's by the engine), and the
/// tags the runtime puts on its records are the standard HMAC-SHA256 statedocs checks them
/// with. (ScenarioKit's `ProgramABICompileTests` compiles generated programs through them.)
@Suite struct RuntimeABITests {
    /// Each entry point the generator calls is declared once, as a public function of that
    /// name, in the sources of the module that owns it (Swift cannot declare a function from a
    /// string, so this is where the two sides meet); the engine declares none of the runtime's.
    @Test func everyEntryPointTheGeneratorCallsIsDeclared() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        func declarations(in module: String) throws -> [String: Int] {
            var found: [String: Int] = [:]
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for name in ProgramABI.entryPoints {
                    let count = text.components(separatedBy: "public func \(name)(").count - 1
                    if count > 0 { found[name, default: 0] += count }
                }
            }
            return found
        }
        let runtimeNames = ProgramABI.entryPoints.filter { !ProgramABI.engineEntryPoints.contains($0) }
        #expect(try declarations(in: ProgramABI.runtimeModule) == Dictionary(uniqueKeysWithValues: runtimeNames.map { ($0, 1) }))
        #expect(try declarations(in: ProgramABI.engineModule) == Dictionary(uniqueKeysWithValues: ProgramABI.engineEntryPoints.map { ($0, 1) }))
        #expect(TypeNames.batchNamespacePrefix == ProgramABI.scenarioNamespacePrefix)
        #expect(ProgramABI.entryPoints.allSatisfy { ProgramABI.isReserved($0) })
        #expect(ProgramABI.isReserved(ProgramABI.scenarioNamespacePrefix + "0"))
    }

    /// RFC 4231, test cases 1, 2 and 6 (a key longer than a block).
    @Test func tagsAreHMACSHA256() {
        func hex(_ bytes: [UInt8]) -> String { RecordSeal.hex(bytes) }
        let cases: [(key: [UInt8], data: [UInt8], tag: String)] = [
            ([UInt8](repeating: 0x0b, count: 20), Array("Hi There".utf8),
             "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
            (Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
             "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
            ([UInt8](repeating: 0xaa, count: 131), Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
             "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        ]
        for (key, data, tag) in cases {
            #expect(hex(HMACSHA256(key: key).tag(data)) == tag)
        }
        // FIPS 180-4's two-block example: padding across a block boundary.
        #expect(hex(SHA256Digest.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
