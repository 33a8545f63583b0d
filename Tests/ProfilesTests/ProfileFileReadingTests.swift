// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import Profiles

/// A `.ferryprofile` opened from outside (Files' "Open With", the command line): its
/// profile whole, or a typed refusal that names the file, for anything else the path may
/// name.
@Suite struct ProfileFileReadingTests {
    @Test func readsWhatProfileFileWrites() async throws {
        let scratch = TemporaryFolder("profile-file")
        defer { scratch.remove() }
        let profile = ProfileTests.juan
        let exported = try await ProfileFile(profile).exported(as: .profile)
        let file = scratch.file("Juan Chavez.ferryprofile")
        try exported.write(to: file)
        #expect(try ProfileFile(contentsOf: file).profile == profile)
    }

    @Test func notJSONIsNotAProfileAndSaysWhichFile() throws {
        let scratch = TemporaryFolder("profile-file")
        defer { scratch.remove() }
        let file = scratch.file("notes.ferryprofile")
        try Data("name: Juan".utf8).write(to: file)
        #expect {
            try ProfileFile(contentsOf: file)
        } throws: { error in
            guard case let .notAProfile(path, reason)? = error as? ProfileFileError, case .error(let inner) = reason else { return false }
            return path == file.path && inner is DecodingError
        }
        // JSON of something else is no profile either: the missing key is the reason.
        try Data(#"{"title": "Juan"}"#.utf8).write(to: file)
        #expect {
            try ProfileFile(contentsOf: file)
        } throws: { error in
            guard case .notAProfile(_, .error(let inner))? = error as? ProfileFileError,
                  case .keyNotFound? = inner as? DecodingError else { return false }
            return true
        }
    }

    @Test func aMissingFileIsAnOpenFailure() {
        let missing = URL(fileURLWithPath: "/nonexistent/Juan.ferryprofile")
        #expect(throws: ProfileFileError.openFailed(path: missing.path, errno: ENOENT)) { try ProfileFile(contentsOf: missing) }
    }

    /// Larger than a profile can be: refused from its size, before a byte is decoded.
    @Test func aFileLargerThanAProfileIsRefused() throws {
        let scratch = TemporaryFolder("profile-file")
        defer { scratch.remove() }
        let file = scratch.file("huge.ferryprofile")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(ProfileFile.maximumFileSize) + 1)  // sparse: no disk used
        try handle.close()
        #expect(throws: ProfileFileError.tooLarge(path: file.path, limit: ProfileFile.maximumFileSize)) { try ProfileFile(contentsOf: file) }
    }

    /// A folder, a FIFO no one writes and `/dev/zero`, directly or through a symbolic link
    /// with the profile extension: refused at once (the FIFO cannot hang the open, the
    /// device is never read).
    @Test func foldersFIFOsAndDevicesAreRefused() async throws {
        let specials = try HostileFileTests.Specials()
        defer { specials.scratch.remove() }
        for (kind, link) in specials.links where kind != "file" {
            let error = try await HostileFileTests.finishes(within: 30, releasing: specials.fifo) { () -> ProfileFileError? in
                do throws(ProfileFileError) { _ = try ProfileFile(contentsOf: link); return nil } catch { return error }
            }
            #expect(error == .some(.notARegularFile(path: link.path)), "\(kind): \(String(describing: error))")
        }
    }
}
