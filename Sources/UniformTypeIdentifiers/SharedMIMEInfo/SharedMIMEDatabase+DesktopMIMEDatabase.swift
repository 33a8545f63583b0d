// SPDX-License-Identifier: Apache-2.0
/// The registry reads the desktop database through `DesktopMIMEDatabase`.
extension SharedMIMEDatabase: DesktopMIMEDatabase {
    var allMIMETypes: [String] { allTypes }

    var allMIMEAliases: [(alias: String, type: String)] { allAliases() }

    func canonicalMIMEType(for mimeType: String) -> String? { canonicalName(for: mimeType) }

    func mimeAliases(of mimeType: String) -> [String] { aliases(of: mimeType) }

    func mimeParents(of mimeType: String) -> [String] { directParents(of: mimeType) }

    func filenameExtensions(of mimeType: String) -> [String] { globs(of: mimeType).compactMap(\.fileExtension) }

    func mimeComment(for mimeType: String, language: String?) -> String? { comment(for: mimeType, language: language) }

    func mimeTypes(matchingFileName fileName: String) -> [String] { mimeTypes(forFileName: fileName) }

    func guessMIMEType(fileName: String?, data: [UInt8]) -> (mimeType: String, uncertain: Bool) {
        let guess = guessContentType(fileName: fileName, data: data)
        return (guess.mime, guess.uncertain)
    }

    var sniffLength: Int { maxMagicExtent }
}
