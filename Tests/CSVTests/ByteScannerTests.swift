import Testing
@testable import CSV

@Suite struct ByteScannerTests {
    @Test func specialBitsMarkExactlyTheSpecialBytes() {
        var random = TestRandom(seed: 5)
        let interesting: [UInt8] = [0x2C, 0x22, 0x0A, 0x0D, 0x3B, 0x2D, 0x23, 0x0B, 0x0C, 0x09, 0x80, 0xFF, 0xAC, 0x00]
        for delimiter in [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09] {
            let scanner = ByteScanner(delimiter: delimiter)
            for _ in 0..<500 {
                let block = (0..<64).map { _ in
                    random.next() % 2 == 0 ? interesting[Int(random.next() % UInt64(interesting.count))] : UInt8(truncatingIfNeeded: random.next())
                }
                var expectedBits: UInt64 = 0
                for (index, byte) in block.enumerated() where byte == delimiter || byte == 0x22 || byte == 0x0A || byte == 0x0D {
                    expectedBits |= 1 << UInt64(index)
                }
                var expectedHigh: UInt64 = 0
                for (index, byte) in block.enumerated() where byte >= 0x80 { expectedHigh |= 1 << UInt64(index) }
                block.withUnsafeBufferPointer { buffer in
                    let result = scanner.specialBits(buffer.baseAddress!)
                    #expect(result.bits == expectedBits)
                    #expect((result.nonASCII != 0) == (expectedHigh != 0))
                    #expect(ByteScanner.nonASCIIBits(buffer.baseAddress!) == expectedHigh)
                }
            }
        }
    }

    @Test func firstSpecialFindsTheFirstOneOrTheLimit() {
        let scanner = ByteScanner(delimiter: UInt8(ascii: ","))
        let cases: [(String, Int)] = [
            ("abcdefghijklmnop", 16), ("abc,def", 3), ("abcdefghij\"", 10), ("abcdefgh\r", 8), ("\n", 0), ("-,", 1),
            ("a--------------,", 15), ("", 0),
        ]
        for (text, expected) in cases {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!
                #expect(scanner.firstSpecial(base, from: 0, limit: bytes.count) == expected, "\(text)")
            }
        }
    }
}
