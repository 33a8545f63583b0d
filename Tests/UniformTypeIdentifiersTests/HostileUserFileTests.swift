// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// What a hostile user folder can plant where the registry reads (a `mime.cache`, an
/// Info.plist) or where a dropped file is typed: FIFOs, devices, folders and huge files
/// behind the expected names, and names with separators, NUL, line breaks or 10,000
/// characters. Each gets a typed error or a safe result, without blocking and without
/// reading more than the readers' 64 MiB bound.
@Suite struct HostileUserFileTests {
    /// A folder holding `name` as a FIFO, as a symbolic link to `/dev/zero`, as a folder and
    /// as a sparse 100 MiB file, one in each of four subfolders.
    static func plant(_ name: String) throws -> (root: URL, cases: [(kind: String, folder: URL)]) {
        let root = try SharedMIMEFixtures.temporaryDirectory()
        var cases: [(String, URL)] = []
        for kind in ["fifo", "device", "folder", "huge"] {
            let folder = root.appendingPathComponent(kind)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let path = folder.appendingPathComponent(name).path
            switch kind {
            case "fifo": #expect(mkfifo(path, 0o600) == 0)
            case "device": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            default:
                #expect(FileManager.default.createFile(atPath: path, contents: nil))
                #expect(truncate(path, 100 << 20) == 0)
            }
            cases.append((kind, folder))
        }
        return (root, cases)
    }

    static func expectedReason(_ kind: String) -> String {
        kind == "huge" ? "larger than \(MIMEFileReader.maximumFileSize) bytes" : "not a regular file"
    }

    @Test func aPlantedMIMECacheIsATypedErrorWithoutBlocking() throws {
        let (root, cases) = try Self.plant("mime.cache")
        defer { try? FileManager.default.removeItem(at: root) }
        for (kind, folder) in cases {
            let cache = folder.appendingPathComponent("mime.cache").path
            #expect(throws: SharedMIMEDatabaseError.unreadableFile(file: cache, reason: Self.expectedReason(kind)), "\(kind)") {
                try SharedMIMEDatabase.load(directories: [folder])
            }
        }
    }

    @Test func aPlantedInfoPlistIsATypedErrorWithoutBlocking() throws {
        let (root, cases) = try Self.plant("Info.plist")
        defer { try? FileManager.default.removeItem(at: root) }
        for (kind, folder) in cases {
            let plist = folder.appendingPathComponent("Info.plist")
            #expect(throws: TypeDeclarationError.unreadable(path: plist.path, reason: Self.expectedReason(kind)), "\(kind)") {
                try AppTypeDeclarations.load(contentsOf: plist)
            }
        }
        let missing = root.appendingPathComponent("none/Info.plist")
        #expect(throws: TypeDeclarationError.unreadable(path: missing.path, reason: "no such file")) {
            try AppTypeDeclarations.load(contentsOf: missing)
        }
    }

    @Test func aDroppedFIFOOrDeviceIsTypedByItsNameWithoutBeingRead() throws {
        let root = try SharedMIMEFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("photo.png")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let device = root.appendingPathComponent("zeros")
        try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/zero")
        // Opening the FIFO for reading would block until a writer came; it is not opened.
        #expect(try UTType(contentsOf: fifo) == .png)
        #expect(try UTType(contentsOf: device) == .data)
    }

    static let hostileNames = [
        "a/b.png", "../x.png", "x.png\u{0}.exe", "two\nlines.png", "..", "/", "",
        String(repeating: "a", count: 10_000) + ".png", String(repeating: ".", count: 10_000),
    ]

    @Test(arguments: hostileNames)
    func hostileFileNamesGiveNoTypeOrTheExtensionsType(_ name: String) {
        let type = UTType(fileName: name)
        if name.contains("/") || name.contains("\u{0}") || name.isEmpty || name.utf8.count > 4096 {
            #expect(type == nil)
        } else {
            #expect(type == nil || type == .png || type?.isDynamic == true, "\(String(describing: type))")
        }
    }
}
