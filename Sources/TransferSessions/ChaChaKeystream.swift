// SPDX-License-Identifier: Apache-2.0
/// The ChaCha20 keystream of RFC 8439, eight blocks at a time: where ``ItemID/batch(_:)``
/// gets the random bytes of many ids at once.
///
/// Keyed with 32 bytes from the kernel, it is a cryptographically secure generator (as
/// the BSDs' `arc4random` is), and it makes a large batch's bytes several times faster
/// than the kernel hands them out (the kernel's own ChaCha20 runs one block at a time).
struct ChaChaKeystream {
    private typealias Lanes = SIMD8<UInt32>
    private let key: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    private let nonce: (UInt32, UInt32, UInt32)
    /// The block counter of the next block.
    private(set) var counter: UInt32

    /// A keystream under `key` (eight little-endian words) and `nonce` (three), starting
    /// at block `counter`.
    init(key: [UInt32], nonce: [UInt32] = [0, 0, 0], counter: UInt32 = 0) {
        precondition(key.count == 8 && nonce.count == 3, "ChaCha20 takes an 8-word key and a 3-word nonce")
        self.key = (key[0], key[1], key[2], key[3], key[4], key[5], key[6], key[7])
        self.nonce = (nonce[0], nonce[1], nonce[2])
        self.counter = counter
    }

    /// A keystream keyed from the system's secure random source.
    static func seededBySystem() -> ChaChaKeystream {
        var system = SystemRandomNumberGenerator()
        let key = (0..<4).flatMap { _ -> [UInt32] in
            let word: UInt64 = system.next()
            return [UInt32(truncatingIfNeeded: word), UInt32(truncatingIfNeeded: word >> 32)]
        }
        return ChaChaKeystream(key: key)
    }

    /// Fills `buffer` with the next bytes of the keystream. Whole blocks are used: a
    /// buffer that is not a multiple of 64 bytes discards the rest of its last block.
    mutating func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        var offset = 0
        while offset < buffer.count {
            let blocks = min(8, (buffer.count - offset + 63) / 64)
            precondition(counter <= UInt32.max - 8, "ChaCha20 keystream exhausted (256 GiB under one key)")
            withUnsafeTemporaryAllocation(byteCount: 512, alignment: 16) { scratch in
                eightBlocks(into: scratch)
                let length = min(blocks * 64, buffer.count - offset)
                buffer.baseAddress!.advanced(by: offset).copyMemory(from: scratch.baseAddress!, byteCount: length)
            }
            counter += UInt32(blocks)
            offset += blocks * 64
        }
    }

    /// Blocks `counter` to `counter + 7`, one per lane, serialised in order into `output`
    /// (512 bytes).
    private func eightBlocks(into output: UnsafeMutableRawBufferPointer) {
        // "expand 32-byte k", then the key, the counter and the nonce (RFC 8439, 2.3).
        let initial = (Lanes(repeating: 0x6170_7865), Lanes(repeating: 0x3320_646e), Lanes(repeating: 0x7962_2d32), Lanes(repeating: 0x6b20_6574),
                       Lanes(repeating: key.0), Lanes(repeating: key.1), Lanes(repeating: key.2), Lanes(repeating: key.3),
                       Lanes(repeating: key.4), Lanes(repeating: key.5), Lanes(repeating: key.6), Lanes(repeating: key.7),
                       Lanes(repeating: counter) &+ Lanes(0, 1, 2, 3, 4, 5, 6, 7),
                       Lanes(repeating: nonce.0), Lanes(repeating: nonce.1), Lanes(repeating: nonce.2))
        var (s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15) = initial
        for _ in 0..<10 {
            // A column round, then a diagonal round.
            Self.quarterRound(&s0, &s4, &s8, &s12)
            Self.quarterRound(&s1, &s5, &s9, &s13)
            Self.quarterRound(&s2, &s6, &s10, &s14)
            Self.quarterRound(&s3, &s7, &s11, &s15)
            Self.quarterRound(&s0, &s5, &s10, &s15)
            Self.quarterRound(&s1, &s6, &s11, &s12)
            Self.quarterRound(&s2, &s7, &s8, &s13)
            Self.quarterRound(&s3, &s4, &s9, &s14)
        }
        let mixed = (s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15)
        // Each lane is one block: word `word` of block `lane` is the mixed word plus the
        // initial one, little-endian.
        withUnsafeBytes(of: initial) { initialWords in
            withUnsafeBytes(of: mixed) { mixedWords in
                for word in 0..<16 {
                    let offset = word * MemoryLayout<Lanes>.stride
                    let value = mixedWords.load(fromByteOffset: offset, as: Lanes.self) &+ initialWords.load(fromByteOffset: offset, as: Lanes.self)
                    for lane in 0..<8 {
                        output.storeBytes(of: value[lane].littleEndian, toByteOffset: lane * 64 + word * 4, as: UInt32.self)
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func quarterRound(_ a: inout Lanes, _ b: inout Lanes, _ c: inout Lanes, _ d: inout Lanes) {
        a &+= b; d ^= a; d = rotate(d, 16)
        c &+= d; b ^= c; b = rotate(b, 12)
        a &+= b; d ^= a; d = rotate(d, 8)
        c &+= d; b ^= c; b = rotate(b, 7)
    }

    /// Rotates each lane left by `bits`. The halves are added, not or-ed (their bits do
    /// not overlap): LLVM turns the `|` form into a vector rotate that x86 without
    /// AVX-512 carries out lane by lane, five times slower than these two shifts.
    @inline(__always)
    private static func rotate(_ value: Lanes, _ bits: UInt32) -> Lanes {
        (value &<< bits) &+ (value &>> (32 - bits))
    }
}
