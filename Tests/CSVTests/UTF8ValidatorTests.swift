// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
import Testing
@testable import CSV

@Suite struct UTF8ValidatorTests {
    /// Agrees with the standard library's decoder on where the first error is.
    @Test func agreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 9)
        let pieces: [[UInt8]] = [
            [0x61], [0x7F], [0xC3, 0xA9], [0xE6, 0x9D, 0xB1], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xC0, 0xAF], [0xC2],
            [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xE2, 0x82],
            [0xEF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 12) { bytes += pieces[Int(random.next() % UInt64(pieces.count))] }
            var expected: Int?
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            var offset = 0
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: break loop
                case .error:
                    expected = offset
                    break loop
                }
            }
            let found = bytes.withUnsafeBufferPointer { buffer in
                UTF8Validator.firstInvalidIndex(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: 0, limit: bytes.count)
            }
            #expect(found == expected, "\(bytes)")
        }
    }
}
