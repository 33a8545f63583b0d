// SPDX-License-Identifier: Apache-2.0
/// Whether the user wants animations (the desktop's "animations" setting; on a Mac,
/// "Reduce motion").
public enum MotionPreference: Sendable, Hashable {
    /// Animations play.
    case full
    /// Every animation becomes an immediate change.
    case reduced
}
