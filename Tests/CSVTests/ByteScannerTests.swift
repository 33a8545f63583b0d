// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import CSV

@Suite struct ByteScannerTests {
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
