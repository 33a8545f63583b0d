// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TransferSessions

@Suite("ChaChaKeystream")
struct ChaChaKeystreamTests {
    /// Key bytes 00 01 02 … 1f, as little-endian words.
    static let sequentialKey: [UInt32] = (0..<8).map { (word: Int) -> UInt32 in
        let first = UInt32(4 * word)
        return first | (first + 1) << 8 | (first + 2) << 16 | (first + 3) << 24
    }

    static func keystream(_ stream: inout ChaChaKeystream, bytes count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { stream.fill($0) }
        return bytes
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { (byte: UInt8) -> String in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    @Test("the block function gives RFC 8439's test vector (section 2.3.2)")
    func rfcBlock() {
        // Nonce 00 00 00 09 00 00 00 4a 00 00 00 00, block counter 1.
        var stream = ChaChaKeystream(key: Self.sequentialKey, nonce: [0x0900_0000, 0x4a00_0000, 0], counter: 1)
        #expect(Self.hex(Self.keystream(&stream, bytes: 64)) ==
            "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
            + "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e")
        #expect(stream.counter == 2)
    }

    @Test("blocks stay in order across the eight lanes and a partial last block")
    func manyBlocks() {
        // Expected bytes from an independent ChaCha20 (Python's `cryptography`), zero nonce.
        var stream = ChaChaKeystream(key: Self.sequentialKey)
        let bytes = Self.keystream(&stream, bytes: 1_000)
        #expect(Self.hex(bytes[480..<544]) ==
            "17cd76043d85feff6cfc7272f1e6dfb201def102acf0175b4fe41f026a6d9cf2"
            + "4b562eb04c19cb21e1625bd563cc818ed0ddc55580ff29b6fd4ec5a1b1757451")
        #expect(Self.hex(bytes[960..<1_000]) ==
            "afac8629ea963fe0c89a2fe08cdd3fe69d001918eec6df6a64298a1675d9c3e8acdecb518c353e95")
        #expect(stream.counter == 16)
    }

    @Test("keystreams seeded by the system differ")
    func systemSeeded() {
        var first = ChaChaKeystream.seededBySystem(), second = ChaChaKeystream.seededBySystem()
        #expect(Self.keystream(&first, bytes: 64) != Self.keystream(&second, bytes: 64))
    }
}
