// TEMPORARY while the shared-mime-info reader is written: lets the rest compile.
struct SharedMIMEDatabase: DesktopMIMEDatabase {
    static func systemDirectories() -> [String] { [] }
    static func load(directories: [String]) throws -> SharedMIMEDatabase { throw CancellationError() }
    var allMIMETypes: [String] { [] }
    func canonicalMIMEType(for mimeType: String) -> String? { nil }
    func mimeAliases(of mimeType: String) -> [String] { [] }
    func mimeParents(of mimeType: String) -> [String] { [] }
    func filenameExtensions(of mimeType: String) -> [String] { [] }
    func mimeComment(for mimeType: String, language: String?) -> String? { nil }
    func mimeTypes(matchingFileName fileName: String) -> [String] { [] }
    func guessMIMEType(fileName: String?, data: [UInt8]) -> (mimeType: String, uncertain: Bool) { ("application/octet-stream", true) }
    var sniffLength: Int { 0 }
}
