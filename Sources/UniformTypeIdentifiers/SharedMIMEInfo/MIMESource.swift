// SPDX-License-Identifier: Apache-2.0
/// One directory's contribution to the database.
struct MIMESource: Sendable {
    /// The `mime` directory, without a trailing slash.
    var directory: String
    var cache: MIMECache
    /// The types' details when the cache was compiled from XML packages.
    var packageDetails: [String: MIMETypeDetails]?
    /// Types whose globs an earlier directory deleted with `<glob-deleteall/>`.
    var globsDeletedAbove = Set<String>()
    /// Types whose magic an earlier directory deleted with `<magic-deleteall/>`.
    var magicDeletedAbove = Set<String>()
}
