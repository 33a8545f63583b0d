// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Why a file's content type could not be determined.
public enum ContentTypeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read; `errno` says why.
    case unreadable(path: String, errno: Int32)

    public var description: String {
        switch self {
        case let .unreadable(path, code):
            "\(path): cannot read the file to find its type: \(String(cString: strerror(code))) (errno \(code))"
        }
    }
}

extension UTType {
    /// The type of a file with this name, decided by the name alone as GIO decides it:
    /// the app's exported declarations first (by extension), then the desktop database's
    /// globs (literal names before patterns, weights, longest pattern, case rules), then
    /// Apple's table by extension, then a dynamic type for the extension.
    ///
    /// Beyond Apple's API: `UTType(fileName: "photo.JPG")`. Returns `nil` for a name
    /// that cannot be a file name (empty, containing `/` or NUL), or when a `supertype`
    /// is given and the result does not conform to it. (No supertype by default: some of
    /// Apple's file types, such as `public.email-message`, do not conform to `.data`.)
    public init?(fileName: String, conformingTo supertype: UTType? = nil) {
        guard let type = Self.type(forFileName: fileName), supertype.map(type.conforms(to:)) ?? true else { return nil }
        self = type
    }

    static func type(forFileName fileName: String) -> UTType? {
        let registry = Self.registry
        switch registry.fastRecord(fileName: fileName) {
        case .found(let record): return UTType(record: record)
        case .invalid: return nil
        case .unanswered: break
        }
        guard let ext = Self.checkedExtension(of: fileName) else { return nil }
        if let ext, let exported = registry.exportedByExtension[TypeIdentifierSyntax.lowercased(ext)] {
            return UTType(record: exported)
        }
        if let database = registry.database, let mime = database.mimeTypes(matchingFileName: fileName).first {
            // The database answers with canonical names: skip the alias lookup.
            return UTType(record: registry.desktopRecord(forCanonicalMIME: mime))
        }
        if let ext {
            return UTType(filenameExtension: ext)
        }
        return nil
    }

    /// In one pass over the name: `nil` when it cannot be a file name (empty, too long,
    /// containing `/` or NUL), otherwise its extension (`.some(nil)` when it has none).
    static func checkedExtension(of fileName: String) -> String?? {
        let scanned = fileName.utf8.withContiguousStorageIfAvailable { bytes -> (valid: Bool, lastDot: Int?) in
            guard !bytes.isEmpty, bytes.count <= 4096 else { return (false, nil) }
            var lastDot: Int?
            for (offset, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "/") || byte == 0 { return (false, nil) }
                if byte == UInt8(ascii: ".") { lastDot = offset }
            }
            return (true, lastDot)
        }
        if let scanned {
            guard scanned.valid else { return nil }
            guard let dot = scanned.lastDot, dot > 0, dot < fileName.utf8.count - 1 else { return .some(nil) }
            let utf8 = fileName.utf8
            return .some(String(utf8[utf8.index(utf8.startIndex, offsetBy: dot + 1)...]))
        }
        guard !fileName.isEmpty, fileName.utf8.count <= 4096, !fileName.utf8.contains(UInt8(ascii: "/")), !fileName.utf8.contains(0) else {
            return nil
        }
        return .some(pathExtension(of: fileName))
    }

    /// Creates the type of a file on disk from its name and, when the name says nothing
    /// certain (a dropped file without an extension), from its first bytes using the
    /// desktop database's magic rules, as GIO's `g_content_type_guess` does. A folder is
    /// `.folder`; an empty or unrecognised file is `.plainText` when its bytes are text
    /// and `.data` otherwise.
    public init(contentsOf url: URL) throws(ContentTypeError) {
        let path = url.path
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(path: path, errno: errno) }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            self = .folder
            return
        }
        let registry = Self.registry
        let name = url.lastPathComponent
        // A FIFO, socket or device (perhaps behind a symbolic link) has no contents to
        // sniff, and reading one could block: its name alone decides.
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            self = Self.type(forFileName: name) ?? .data
            return
        }
        guard let database = registry.database else {
            self = Self.type(forFileName: name) ?? .data
            return
        }
        // O_NONBLOCK: should the file be swapped for a FIFO after the check, opening it
        // must not hang.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, errno: errno) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(database.sniffLength, 4096))
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw .unreadable(path: path, errno: errno) }
        bytes.removeSubrange(count...)
        let guess = database.guessMIMEType(fileName: name, data: bytes)
        self = registry.record(forMIMEType: guess.mimeType).map(UTType.init(record:))
            ?? Self.type(forFileName: name)
            ?? .data
    }

    /// The extension of a file name (after the last period), or `nil` when it has none.
    static func pathExtension(of fileName: String) -> String? {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        let ext = fileName[fileName.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }

    /// The MIME type Ferry uses for this type when data crosses a process boundary
    /// (clipboard, drag and drop): the preferred MIME type when the type has one,
    /// otherwise `application/x-` followed by the identifier (`com.example.profile` travels
    /// as `application/x-com.example.profile`). Beyond Apple's API.
    public var exchangeMIMEType: String {
        preferredMIMEType ?? "application/x-\(identifier.lowercased())"
    }
}
