// SPDX-License-Identifier: Apache-2.0
/// The resolved representations of each transferable type, computed once: evaluating a
/// `transferRepresentation` builds closures, and transfers ask for them all the time.
///
/// The lookup is inlined into each caller, specialised for the type: it finds the type's
/// ``ResolvedRepresentations`` by the metatype's identity without a lock (see
/// ``ResolvedRepresentationTable``) and resolves `transferRepresentation` only the first
/// time.
@usableFromInline
enum ResolvedRepresentationCache {
    private static let table = ResolvedRepresentationTable()

    /// `type`'s resolved representations, with the routes transfers take.
    @inlinable
    static func resolved<T: Transferable>(_ type: T.Type) -> ResolvedRepresentations<T> {
        if let cached = cachedEntries(for: ObjectIdentifier(type)) {
            // Stored under T's own identifier, so it is a ResolvedRepresentations<T>.
            return unsafeDowncast(cached, to: ResolvedRepresentations<T>.self)
        }
        return resolve(type)
    }

    /// `type`'s resolved representations, in declaration (preference) order.
    @inlinable
    static func representations<T: Transferable>(of type: T.Type) -> [ResolvedRepresentation<T>] {
        resolved(type).all
    }

    @usableFromInline
    static func cachedEntries(for key: ObjectIdentifier) -> AnyObject? {
        table.value(for: key)
    }

    /// Resolves `type`'s representations and stores them; the first result stored wins,
    /// so every caller sees the same entries.
    @usableFromInline @inline(never)
    static func resolve<T: Transferable>(_ type: T.Type) -> ResolvedRepresentations<T> {
        let resolved = resolveRepresentation(T.transferRepresentation) as? [ResolvedRepresentation<T>] ?? []
        let stored = table.insert(ResolvedRepresentations(resolved), for: ObjectIdentifier(type))
        return unsafeDowncast(stored, to: ResolvedRepresentations<T>.self)
    }
}
