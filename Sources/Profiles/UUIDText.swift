// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Reads UUIDs from text bytes without making a `String` first; `UUID(uuidString:)`
/// costs more than the rest of a CSV record.
enum UUIDText {
    /// The value of each byte as a hexadecimal digit, 0xFF for bytes that are not one.
    /// Allocated once and never freed or written again (hence safe to share): a plain
    /// pointer keeps the lookup to one load.
    nonisolated(unsafe) private static let hexValues: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            let value = UInt8(byte)
            switch value {
            case 0x30...0x39: table[byte] = value - 0x30
            case 0x41...0x46: table[byte] = value - 0x41 + 10
            case 0x61...0x66: table[byte] = value - 0x61 + 10
            default: table[byte] = 0xFF
            }
        }
        return UnsafePointer(table)
    }()

    /// The UUID written in `bytes` as 8-4-4-4-12 hexadecimal digits (either case), or
    /// `nil` when the bytes are anything else.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36, let base = bytes.baseAddress else { return nil }
        guard base[8] == 0x2D, base[13] == 0x2D, base[18] == 0x2D, base[23] == 0x2D else { return nil }
        let table = hexValues
        // Any invalid digit (0xFF) sets the high nibble of `invalid`.
        var invalid: UInt8 = 0
        var high: UInt64 = 0, low: UInt64 = 0
        @inline(__always) func take(_ range: Range<Int>, into value: inout UInt64) {
            for index in range {
                let digit = table[Int(base[index])]
                invalid |= digit
                value = value &<< 4 | UInt64(digit & 0x0F)
            }
        }
        take(0..<8, into: &high)
        take(9..<13, into: &high)
        take(14..<18, into: &high)
        take(19..<23, into: &low)
        take(24..<36, into: &low)
        guard invalid & 0xF0 == 0 else { return nil }
        let halves = (high.bigEndian, low.bigEndian)
        return withUnsafeBytes(of: halves) { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
    }
}
