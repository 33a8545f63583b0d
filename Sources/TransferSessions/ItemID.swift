// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The stable identity of an item in a ``CollectionStore``: assigned when the item is
/// inserted, kept for its whole life (moves keep it, copies get a new one), never reused.
/// A random (version 4) UUID.
public struct ItemID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The underlying UUID.
    public let rawValue: UUID

    /// A new, never-used id.
    public init() {
        rawValue = UUID()
    }

    /// An id from a stored UUID (for example when rebuilding a store from records).
    public init(rawValue: UUID) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue.uuidString }

    /// Hashes the UUID's 16 bytes as two words: the same information as `UUID`'s own
    /// hashing, fed to the hasher in two steps instead of byte by byte.
    public func hash(into hasher: inout Hasher) {
        let (high, low) = words
        hasher.combine(high)
        hasher.combine(low)
    }

    /// The UUID's 16 bytes as two words.
    private var words: (high: UInt64, low: UInt64) {
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// `count` new ids, as random version-4 UUIDs like ``init()`` makes.
    ///
    /// On Linux `UUID()` asks the kernel for randomness once per id (about 6 µs each), and
    /// even one large read from the kernel cost a 10,000-item drop half a millisecond; a
    /// batch takes its random bytes from a ChaCha20 keystream keyed by the kernel instead.
    @usableFromInline
    static func batch(_ count: Int) -> [ItemID] {
        guard count > 1 else { return count == 1 ? [ItemID()] : [] }
        // An id is its UUID's 16 bytes and nothing else: the keystream is written straight
        // into the array, then each id gets its version and variant bits.
        precondition(MemoryLayout<ItemID>.stride == 16 && _isPOD(ItemID.self), "ItemID is no longer a bare UUID")
        var keystream = ChaChaKeystream.seededBySystem()
        return [ItemID](unsafeUninitializedCapacity: count) { buffer, initialized in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            keystream.fill(raw)
            for offset in stride(from: 0, to: raw.count, by: 16) {
                raw[offset + 6] = (raw[offset + 6] & 0x0F) | 0x40 // version 4
                raw[offset + 8] = (raw[offset + 8] & 0x3F) | 0x80 // RFC 4122 variant
            }
            initialized = count
        }
    }
}
