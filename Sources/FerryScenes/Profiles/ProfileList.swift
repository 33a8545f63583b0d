// SPDX-License-Identifier: Apache-2.0
import Foundation
import Profiles
import Synchronization

/// The profiles of a ``ProfilesModel`` in list order, read from its store as they are
/// asked for. The model keeps only their ids (16 bytes a profile) and a bounded cache of
/// profiles read; a 1 GB import held every profile in memory before (3.8 GB for 5.66
/// million).
///
/// Reading a profile reads the page of ids around it in one go, so that a list shown row
/// by row costs one store read per page. A profile the store cannot read shows as an
/// empty profile with its id (the store's error is in ``lastReadError``); the model's
/// edits read profiles with errors of their own, so such a placeholder is never stored.
public struct ProfileList: RandomAccessCollection, Sendable {
    /// The ids in list order.
    public let ids: [UUID]
    let cache: ProfileCache

    public var startIndex: Int { 0 }
    public var endIndex: Int { ids.count }

    /// The profile at `position`, from the cache or read (with its page) from the store.
    public subscript(position: Int) -> Profile {
        let id = ids[position]
        if let cached = cache.profile(id) { return cached }
        let page = Swift.max(0, position - ProfileCache.pageSize / 4)..<Swift.min(ids.count, position + ProfileCache.pageSize * 3 / 4)
        cache.load(ids[page])
        return cache.profile(id) ?? Profile(id: id, name: "")
    }

    /// The error of the last store read that failed, if any.
    public var lastReadError: ProfileStoreError? { cache.lastReadError }
}

/// The profiles a ``ProfileList`` has read, at most ``capacity`` of them (the oldest go
/// first), shared by the lists a model hands out.
final class ProfileCache: Sendable {
    /// Profiles read at once around one asked for.
    static let pageSize = 64
    /// Profiles kept: a few screens of rows and what was just edited.
    static let capacity = 4096

    private struct State {
        var profiles: [UUID: Profile] = [:]
        /// Ids in the order they were put in, for dropping the oldest.
        var arrivals: [UUID] = []
        var lastReadError: ProfileStoreError?
    }

    private let store: ProfileStore
    private let state = Mutex(State())

    init(store: ProfileStore) {
        self.store = store
    }

    /// The cached profile with `id`.
    func profile(_ id: UUID) -> Profile? {
        state.withLock { $0.profiles[id] }
    }

    /// Reads the profiles with `ids` that are not cached, in one store read.
    func load(_ ids: some Collection<UUID>) {
        let missing = state.withLock { state in ids.filter { state.profiles[$0] == nil } }
        guard !missing.isEmpty else { return }
        do {
            put(try store.profiles(ids: missing))
        } catch {
            state.withLock { $0.lastReadError = error }
        }
    }

    /// Caches `profiles` as they are now (read, stored or edited).
    func put(_ profiles: some Sequence<Profile>) {
        state.withLock { state in
            for profile in profiles {
                if state.profiles.updateValue(profile, forKey: profile.id) == nil { state.arrivals.append(profile.id) }
            }
            let excess = state.arrivals.count - Self.capacity
            if excess > 0 {
                for id in state.arrivals[..<excess] { state.profiles[id] = nil }
                state.arrivals.removeFirst(excess)
            }
        }
    }

    /// Forgets the profile with `id` (deleted).
    func remove(_ id: UUID) {
        state.withLock { state in
            if state.profiles.removeValue(forKey: id) != nil { state.arrivals.removeAll { $0 == id } }
        }
    }

    /// Forgets every profile (the store changed under the list).
    func removeAll() {
        state.withLock { $0 = State() }
    }

    var lastReadError: ProfileStoreError? {
        state.withLock { $0.lastReadError }
    }

    /// How many profiles are cached (for tests).
    var count: Int {
        state.withLock { $0.profiles.count }
    }
}
