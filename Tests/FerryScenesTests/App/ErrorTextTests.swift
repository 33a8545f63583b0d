// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import Foundation
import Profiles
import Testing
import TransferSessions
@testable import FerryScenes

/// The libraries' typed errors told through `tr`: the same facts as their English
/// descriptions, from their cases (so the catalogues can translate them), nested errors
/// worded the same way.
@Suite struct ErrorTextTests {
    @Test func transferErrorsKeepTheirFacts() {
        #expect(ErrorText.describe(TransferError.noRepresentation(type: "Profile", contentType: "public.png", direction: .import))
                == "Profile has no representation that can import “public.png”")
        #expect(ErrorText.describe(TransferError.noRepresentation(type: "Profile", contentType: nil, direction: .export))
                == "Profile has no representation that can export any content type")
        #expect(ErrorText.describe(TransferError.decodingFailed(type: "Profile", contentType: "com.example.profile",
                                                                codingPath: "funFacts[2]", reason: .error(DecodingError.typeMismatch(
                                                                    String.self, .init(codingPath: [], debugDescription: "Expected to decode String but found a number instead.")))))
                == "could not decode Profile from “com.example.profile” at funFacts[2]: a value of another type where String was expected")
        #expect(ErrorText.describe(TransferError.fileMissing(path: "/tmp/a.mp4")) == "/tmp/a.mp4: no such file")
        #expect(ErrorText.describe(TransferError.io(operation: "open", path: "/x", errno: ENOENT))
                == "/x: open failed: \(String(cString: strerror(ENOENT)))")
    }

    @Test func sessionErrorsNameTheItemCountingFromOne() {
        let load = ItemProviderError.loadFailed(contentType: "com.example.shape-transfer", reason: .error(TestLoadError.unavailable))
        #expect(ErrorText.describe(DropError.itemFailed(index: 1, count: 3, error: load))
                == "item 2 of 3 failed: loading “com.example.shape-transfer” failed: the test source has no data")
        #expect(ErrorText.describe(ItemProviderError.noImportableRepresentation(type: "Profile", offered: [], audience: .anotherProcess))
                == "nothing offered can be imported as Profile (offered: nothing)")
        #expect(ErrorText.describe(CollectionStoreError.unknownCollection("Attic")) == "there is no collection named “Attic”")
        #expect(ErrorText.describe(PasteboardError.noSuchItem(index: 0, count: 0)) == "there is no item 1 on the clipboard (it holds 0)")
    }

    /// A CSV error inside an archive error inside a store error: every layer in words.
    @Test func nestedProfileErrorsAreWordedAllTheWayDown() {
        let csv = CSVError.fieldCountMismatch(line: 3, column: 7, expected: 2, found: 3)
        #expect(ErrorText.describe(ProfileStoreError.archive(.csv(csv)))
                == "the import was refused: the profiles CSV is malformed: line 3, column 7: a record with 3 field(s) where 2 are expected")
        #expect(ErrorText.describe(ProfilesArchiveError.missingColumn("name")) == "the profiles CSV has no “name” column")
        #expect(ErrorText.describe(ProfileStoreError.cancelled(profilesRead: 1))
                == "the import was cancelled after 1 profile had been read; nothing was imported")
        #expect(ErrorText.describe(ProfileStoreError.exportCancelled(profilesWritten: 1024))
                == "the export was cancelled; its file was not written")
        let full = TransferError.io(operation: "write", path: "/x/Profiles.csv", errno: ENOSPC)
        #expect(ErrorText.describe(ProfileStoreError.exportNotWritten(full)) == ErrorText.describe(full))
        #expect(ErrorText.describe(full).contains("/x/Profiles.csv"))
        #expect(ErrorText.describe(MediaImportError.cancelled(name: "clip.mp4", bytesCopied: 2))
                == "importing “clip.mp4” was cancelled after 2 bytes; nothing was kept")
        #expect(ErrorText.describe(CSVError.unsupportedEncoding(.shiftJIS)) == "this system cannot convert from Shift_JIS (CP932)")
    }

    /// A drop's or paste's receive error, with CoreTransferable's typed error inside worded too.
    @Test func receiveErrorsWordTheImportersError() {
        let failure = ReceiveError.importFailed(type: "Profile", underlying: TransferError.decodingFailed(
            type: "Profile", contentType: "public.json", codingPath: "", reason: .error(DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "The given data was not valid JSON.")))))
        #expect(ErrorText.describe(failure) == "could not import Profile: could not decode Profile from “public.json”: the data is damaged or not in the expected format")
        #expect(ErrorText.describe(ReceiveError.noImportableFormat(type: "String", offered: ["image/png"]))
                == "nothing offered can be imported as String (offered: image/png)")
        #expect(ProfilesModel.failureMessage(.paste, failure)
                == "Paste failed: could not import Profile: could not decode Profile from “public.json”: the data is damaged or not in the expected format")
    }

    /// Foundation's file errors, as reading or writing a file the user named throws them,
    /// are worded by their code and the file (Foundation's own sentences are English).
    @Test func foundationFileErrorsAreWordedByTheirCode() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/people.csv")
        let thrown = #expect(throws: CocoaError.self) { try Data(contentsOf: missing) }
        #expect(thrown.map(ErrorText.describe) == "/nonexistent/people.csv: no such file")
        let full = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: "/media/usb/export.csv"])
        #expect(ErrorText.describe(full) == "/media/usb/export.csv: the disk is full")
        let denied = CocoaError(.fileWriteNoPermission, userInfo: [NSURLErrorKey: URL(fileURLWithPath: "/etc/ferry.csv")])
        #expect(ErrorText.describe(denied) == "/etc/ferry.csv: permission denied")
        let other = CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: "/tmp/a.csv",
                                                            NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EIO))])
        #expect(ErrorText.describe(other) == "/tmp/a.csv: \(String(cString: strerror(EIO)))")
    }

    /// An error type the app words itself (a toolkit's) is worded by its conformance.
    @Test func userWordedErrorsUseTheirOwnWording() {
        struct Toolkit: UserWordedError, CustomStringConvertible {
            var description: String { "toolkit English" }
            var userWording: String { "the user's words" }
        }
        #expect(ErrorText.describe(Toolkit()) == "the user's words")
        #expect(ErrorText.describe(TransferError.decodingFailed(type: "PortraitInput", contentType: "public.png", codingPath: "", reason: .error(Toolkit())))
                .hasSuffix("the user's words"))
    }

    @Test func otherErrorsKeepTheirOwnWords() {
        struct Local: Error, CustomStringConvertible { var description: String { "the disk is on fire" } }
        #expect(ErrorText.describe(Local()) == "the disk is on fire")
        #expect(ErrorText.describe(CancellationError()) == "the operation was cancelled")
    }

    /// What the libraries throw when received content is wrong is typed all the way down:
    /// the reasons below are worded from their cases, never from a library's English.
    @Test func receivedContentThatIsWrongIsWordedFromItsReason() async throws {
        let notAURL = await #expect(throws: TransferError.self) { try await URL(importing: Data("see you at noon".utf8), contentType: .url) }
        #expect(notAURL.map(ErrorText.describe) == "could not decode URL from “public.url”: “see you at noon” is not a URL")
        let notAFile = await #expect(throws: TransferError.self) { try await URL(importing: Data("https://example.org/a".utf8), contentType: .fileURL) }
        #expect(notAFile.map(ErrorText.describe) == "could not decode URL from “public.file-url”: “https://example.org/a” is not a file URL")
        let notUTF8 = await #expect(throws: TransferError.self) { try await String(importing: Data([0x66, 0xFF, 0x66]), contentType: .utf8PlainText) }
        #expect(notUTF8.map(ErrorText.describe) == "could not decode String from “public.utf8-plain-text”: the bytes are not valid UTF-8 text")
        // Foundation's own words for broken JSON ("The given data was not valid JSON.") stay in the log.
        let notJSON = await #expect(throws: TransferError.self) { try await Profile(importing: Data("{".utf8), contentType: .profile) }
        #expect(notJSON.map(ErrorText.describe) == "could not decode Profile from “\(UTType.profile.identifier)”: the data is damaged or not in the expected format")
        let keyMissing = await #expect(throws: TransferError.self) { try await Profile(importing: Data("{}".utf8), contentType: .profile) }
        #expect(keyMissing.map(ErrorText.describe) == "could not decode Profile from “\(UTType.profile.identifier)” at id: the key “id” is missing")
        // An importer's own error is kept as it was thrown, and worded by its own cases.
        let cancelled = MediaImportError.cancelled(name: "clip.mp4", bytesCopied: 2)
        #expect(ErrorText.describe(TransferError.representationFailed(type: "Video", contentType: "public.mpeg-4", direction: .import, reason: .error(cancelled)))
                == "could not import Video as “public.mpeg-4”: importing “clip.mp4” was cancelled after 2 bytes; nothing was kept")
    }
}
