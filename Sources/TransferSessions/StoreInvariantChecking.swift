// SPDX-License-Identifier: Apache-2.0
import Synchronization

/// Whether every ``CollectionStore`` checks its invariants after each transaction: on in
/// debug builds, off in release builds; tests switch it on for any build.
public enum StoreInvariantChecking {
    private static let enabled = Atomic<Bool>(isDebugBuild)

    private static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Whether stores check their invariants after every transaction.
    public static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }
}
