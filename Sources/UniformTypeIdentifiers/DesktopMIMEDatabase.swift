// SPDX-License-Identifier: Apache-2.0
/// What the type registry needs from the desktop's MIME database.
///
/// `SharedMIMEDatabase` provides it from shared-mime-info; tests can stand in a small
/// fake. MIME names passed in may be aliases; results use canonical names.
protocol DesktopMIMEDatabase: Sendable {
    /// Every canonical MIME type the database declares.
    var allMIMETypes: [String] { get }
    /// Every alias with the canonical MIME type it stands for.
    var allMIMEAliases: [(alias: String, type: String)] { get }
    /// The canonical name for `mimeType` (itself when it is canonical), or `nil` when the
    /// database does not know it.
    func canonicalMIMEType(for mimeType: String) -> String?
    /// The other names of a canonical MIME type.
    func mimeAliases(of mimeType: String) -> [String]
    /// The direct parents of a canonical MIME type (sub-class-of plus implied rules).
    func mimeParents(of mimeType: String) -> [String]
    /// The filename extensions of a MIME type: its `*.ext` globs, best first.
    func filenameExtensions(of mimeType: String) -> [String]
    /// The human-readable comment of a MIME type in `language` (or the default).
    func mimeComment(for mimeType: String, language: String?) -> String?
    /// The MIME types a file name matches by GIO's rules, best first.
    func mimeTypes(matchingFileName fileName: String) -> [String]
    /// The best MIME type for a file from its name and first bytes, as
    /// `g_content_type_guess` decides; `uncertain` when neither said much.
    func guessMIMEType(fileName: String?, data: [UInt8]) -> (mimeType: String, uncertain: Bool)
    /// How many leading bytes of a file the content sniffer looks at.
    var sniffLength: Int { get }
}
