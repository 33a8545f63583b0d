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
                                                                codingPath: "funFacts[2]", reason: "expected String"))
                == "could not decode Profile from “com.example.profile” at funFacts[2]: expected String")
        #expect(ErrorText.describe(TransferError.fileMissing(path: "/tmp/a.mp4")) == "/tmp/a.mp4: no such file")
        #expect(ErrorText.describe(TransferError.io(operation: "open", path: "/x", errno: ENOENT))
                == "/x: open failed: \(String(cString: strerror(ENOENT)))")
    }

    @Test func sessionErrorsNameTheItemCountingFromOne() {
        let load = ItemProviderError.loadFailed(contentType: "com.example.shape-transfer", reason: "refused")
        #expect(ErrorText.describe(DropError.itemFailed(index: 1, count: 3, error: load))
                == "item 2 of 3 failed: loading “com.example.shape-transfer” failed: refused")
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
        #expect(ErrorText.describe(MediaImportError.cancelled(name: "clip.mp4", bytesCopied: 2))
                == "importing “clip.mp4” was cancelled after 2 bytes; nothing was kept")
        #expect(ErrorText.describe(CSVError.unsupportedEncoding(.shiftJIS)) == "this system cannot convert from Shift_JIS (CP932)")
    }

    /// A drop's or paste's receive error, with CoreTransferable's typed error inside worded too.
    @Test func receiveErrorsWordTheImportersError() {
        let failure = ReceiveError.importFailed(type: "Profile", underlying: TransferError.decodingFailed(
            type: "Profile", contentType: "public.json", codingPath: "", reason: "not JSON"))
        #expect(ErrorText.describe(failure) == "could not import Profile: could not decode Profile from “public.json”: not JSON")
        #expect(ErrorText.describe(ReceiveError.noImportableFormat(type: "String", offered: ["image/png"]))
                == "nothing offered can be imported as String (offered: image/png)")
        #expect(ProfilesModel.failureMessage(.paste, failure)
                == "Paste failed: could not import Profile: could not decode Profile from “public.json”: not JSON")
    }

    @Test func otherErrorsKeepTheirOwnWords() {
        struct Local: Error, CustomStringConvertible { var description: String { "the disk is on fire" } }
        #expect(ErrorText.describe(Local()) == "the disk is on fire")
        #expect(ErrorText.describe(CancellationError()) == "the operation was cancelled")
    }
}
