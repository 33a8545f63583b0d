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
    /// hashing, fed to the hasher in two steps instead of byte by byte (a store hashes
    /// every id of a large drop when it applies it).
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: rawValue.uuid) { bytes in
            hasher.combine(bytes.loadUnaligned(as: UInt64.self))
            hasher.combine(bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// `count` new ids, as random version-4 UUIDs like ``init()`` makes.
    ///
    /// On Linux `UUID()` asks the kernel for randomness once per id (about 6 µs each), and
    /// even one large read from the kernel cost a 10,000-item drop half a millisecond; a
    /// batch takes its random bytes from a ChaCha20 keystream keyed by the kernel instead.
    static func batch(_ count: Int) -> [ItemID] {
        guard count > 1 else { return count == 1 ? [ItemID()] : [] }
        var bytes = [UInt8](repeating: 0, count: 16 * count)
        var keystream = ChaChaKeystream.seededBySystem()
        bytes.withUnsafeMutableBytes { keystream.fill($0) }
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { index in
                var uuid = raw.loadUnaligned(fromByteOffset: index * 16, as: uuid_t.self)
                uuid.6 = (uuid.6 & 0x0F) | 0x40 // version 4
                uuid.8 = (uuid.8 & 0x3F) | 0x80 // RFC 4122 variant
                return ItemID(rawValue: UUID(uuid: uuid))
            }
        }
    }
}
