// SPDX-License-Identifier: Apache-2.0
/// The outcome of looking a name up in one cache's literal list.
enum MIMELiteralLookup {
    /// The name is not a literal in this cache.
    case notFound
    /// The name is a literal of this type.
    case found(String)
    /// The name is a case-sensitive literal but the lookup was case-insensitive; GIO
    /// stops looking for literals at this point.
    case rejected
}
