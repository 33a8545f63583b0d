// SPDX-License-Identifier: Apache-2.0
internal import CCSVSupport

/// Where a 64-byte block's special bytes (delimiter, quote, LF, CR) and non-ASCII bytes are,
/// as bit masks (bit `i` for byte `i`): what `SpecialByteCursor` walks.
///
/// The work is done by `ferry_csv_block_bits` in CCSVSupport, C because Swift has no cheap
/// "compare 16 bytes, give me a 16-bit mask" and SSE2 (`pcmpeqb` + `pmovmskb`, part of the
/// x86-64 baseline) has. The functions are `static inline` in its header, so they are
/// inlined into the parser's loop. The parser is generic over the classifier so that
/// tests can run it on the portable fallback with no test in the loop.
protocol BlockClassifier {
    /// The masks for the 64 bytes at `block`, which need no alignment.
    static func blockBits(_ block: UnsafePointer<UInt8>, delimiter: UInt8) -> FerryCSVBlockBits
}

/// The target's vector code (SSE2 on x86-64; the portable loop where the C header has no
/// vector code).
enum VectorBlockClassifier: BlockClassifier {
    @inline(__always)
    static func blockBits(_ block: UnsafePointer<UInt8>, delimiter: UInt8) -> FerryCSVBlockBits {
        ferry_csv_block_bits(block, delimiter)
    }
}

/// The portable byte loop that targets without SSE2 use.
enum PortableBlockClassifier: BlockClassifier {
    @inline(__always)
    static func blockBits(_ block: UnsafePointer<UInt8>, delimiter: UInt8) -> FerryCSVBlockBits {
        ferry_csv_block_bits_portable(block, delimiter)
    }
}
