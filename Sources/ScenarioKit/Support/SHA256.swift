import Foundation

/// SHA-256 (FIPS 180-4), for cache keys, cache-entry checksums and translation source hashes.
/// Written out here because Foundation on Linux has no digest API and the package set has no
/// crypto library; it is small and checked against the standard test vectors.
public struct SHA256 {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        update(Data(bytes))
    }

    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let count = raw.count
            var index = 0
            length &+= UInt64(count)
            // Whole blocks straight from the input; the buffer only for the edges.
            if !buffer.isEmpty {
                let take = min(64 - buffer.count, count)
                buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: take))
                index = take
                if buffer.count == 64 {
                    buffer.withUnsafeBufferPointer { compress($0.baseAddress!) }
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            while count - index >= 64 {
                compress(base + index)
                index += 64
            }
            if index < count { buffer.append(contentsOf: UnsafeBufferPointer(start: base + index, count: count - index)) }
        }
    }

    public mutating func update(_ text: String) { update(Data(text.utf8)) }

    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail = buffer + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { pointer in
            for offset in stride(from: 0, to: pointer.count, by: 64) { compress(pointer.baseAddress! + offset) }
        }
        buffer.removeAll()
        var digest: [UInt8] = []
        for word in state { for shift in [24, 16, 8, 0] { digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift))) } }
        return digest
    }

    public static func hex(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalizeHex()
    }

    public mutating func finalizeHex() -> String {
        finalize().map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    // Raw pointers and a stack buffer: this runs over multi-megabyte engine libraries, and
    // debug builds would otherwise spend seconds in bounds checks and array copies.
    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 {
                w[i] = UInt32(block[4 * i]) << 24 | UInt32(block[4 * i + 1]) << 16
                    | UInt32(block[4 * i + 2]) << 8 | UInt32(block[4 * i + 3])
            }
            for i in 16..<64 {
                let x = w[i - 15], y = w[i - 2]
                let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
                let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var a = state[0], b = state[1], c = state[2], d = state[3]
            var e = state[4], f = state[5], g = state[6], h = state[7]
            SHA256.k.withUnsafeBufferPointer { k in
                for i in 0..<64 {
                    let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                    let ch = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ ch &+ k[i] &+ w[i]
                    let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                    let maj = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ maj
                    h = g; g = f; f = e; e = d &+ t1
                    d = c; c = b; b = a; a = t1 &+ t2
                }
            }
            state[0] &+= a; state[1] &+= b; state[2] &+= c; state[3] &+= d
            state[4] &+= e; state[5] &+= f; state[6] &+= g; state[7] &+= h
        }
    }

}
