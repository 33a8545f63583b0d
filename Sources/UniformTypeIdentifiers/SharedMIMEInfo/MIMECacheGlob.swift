/// One entry of a cache's glob list, decoded for fast repeated matching.
struct MIMECacheGlob: Sendable {
    var pattern: [Unicode.Scalar]
    var patternText: String
    var type: String
    var weight: Int
    var caseSensitive: Bool
}
