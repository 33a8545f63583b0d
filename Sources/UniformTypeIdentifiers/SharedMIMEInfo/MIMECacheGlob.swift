// SPDX-License-Identifier: Apache-2.0
/// One entry of a cache's glob list, decoded for fast repeated matching.
struct MIMECacheGlob: Sendable {
    var pattern: [Unicode.Scalar]
    var patternText: String
    var type: String
    /// Where the type's name is stored in the cache, so that file-name lookups can tell
    /// candidates apart without decoding it.
    var typeOffset: Int
    var weight: Int
    var caseSensitive: Bool
}
