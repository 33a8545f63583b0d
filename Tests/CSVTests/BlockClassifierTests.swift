// SPDX-License-Identifier: Apache-2.0
import CCSVSupport
import FerryTestSupport
import Testing
@testable import CSV

/// The 64-byte block masks, vector and portable, against a plain Swift reference.
@Suite struct BlockClassifierTests {
    /// Bit `i` for each byte `i` of `block` that is special (delimiter, quote, LF, CR), and
    /// for each that is 0x80 or above.
    static func reference(_ block: ArraySlice<UInt8>, delimiter: UInt8) -> (special: UInt64, nonASCII: UInt64) {
        var special: UInt64 = 0
        var nonASCII: UInt64 = 0
        for (offset, byte) in block.enumerated() {
            if byte == delimiter || byte == 0x22 || byte == 0x0A || byte == 0x0D { special |= 1 << UInt64(offset) }
            if byte >= 0x80 { nonASCII |= 1 << UInt64(offset) }
        }
        return (special, nonASCII)
    }

    /// Checks both classifiers on the 64 bytes of `bytes` at `offset`.
    static func expectBothMatchTheReference(_ bytes: [UInt8], at offset: Int, delimiter: UInt8) {
        let expected = reference(bytes[offset..<offset + 64], delimiter: delimiter)
        bytes.withUnsafeBufferPointer { buffer in
            let block = buffer.baseAddress! + offset
            let vector = VectorBlockClassifier.blockBits(block, delimiter: delimiter)
            let portable = PortableBlockClassifier.blockBits(block, delimiter: delimiter)
            let found = [vector.special, vector.nonASCII, portable.special, portable.nonASCII]
            #expect(
                found == [expected.special, expected.nonASCII, expected.special, expected.nonASCII],
                "block \(bytes[offset..<offset + 64]) with delimiter \(delimiter)")
        }
    }

    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, 0x00, 0x7F])
    func everyByteValueAtEveryPositionOfABlock(_ delimiter: UInt8) {
        // Byte value `value` at position `position`, in a block of other bytes that change
        // with the round, so that each of the four 16-byte parts and their edges are hit.
        for value in 0...255 {
            for position in 0..<64 {
                var block = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
                block[position] = UInt8(value)
                block[(position + 17) % 64] = delimiter
                block[(position + 40) % 64] = 0xC3
                Self.expectBothMatchTheReference(block, at: 0, delimiter: delimiter)
            }
        }
    }

    @Test func randomBlocksAtUnalignedAddresses() {
        var random = SplitMix64(seed: 11)
        let interesting: [UInt8] = [0x2C, 0x22, 0x0A, 0x0D, 0x3B, 0x2D, 0x0B, 0x0C, 0x09, 0x80, 0xFF, 0xAC, 0x00, 0x7F]
        for round in 0..<2_000 {
            let delimiter = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09][round % 3]
            let bytes = (0..<80).map { _ in
                random.next() % 2 == 0
                    ? interesting[Int(random.next() % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: random.next())
            }
            Self.expectBothMatchTheReference(bytes, at: round % 16, delimiter: delimiter)
        }
    }

    @Test func theVectorCodeIsTheOneInUseOnX86() {
        #if arch(x86_64)
        #expect(ferry_csv_has_vector_block_bits())
        #endif
        // Elsewhere `ferry_csv_block_bits` is the portable loop, which the tests above check.
    }
}
