// SPDX-License-Identifier: Apache-2.0
/// A file-name match found by the ASCII fast path: the type is named by where its name is
/// stored in one directory's cache, so that nothing is decoded until the answer is known.
struct MIMENameCandidate: Sendable {
    /// The index of the directory (in the database's source order) whose cache matched.
    var source: Int
    /// The offset of the type's NUL-terminated name in that cache.
    var typeOffset: Int
    /// The weight of the glob that matched.
    var weight: Int
}
