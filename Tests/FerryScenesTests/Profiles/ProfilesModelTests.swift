// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Observation
import Testing
@testable import FerryScenes
import Profiles

@MainActor
struct ProfilesModelTests {
    /// A model over a fresh store holding the demo profiles, with Juan not movable.
    static func makeModel(_ scratch: TemporaryFolder, immovable: Set<UUID> = [Profile.demoProfiles[0].id]) throws -> ProfilesModel {
        let store = try ProfileStore(url: scratch.file("data/profiles.sqlite"), initialProfiles: Profile.demoProfiles)
        return try ProfilesModel(
            store: store,
            videos: MediaFolder(url: scratch.file("Videos/Ferry"), defaultExtension: "mp4"),
            portraits: MediaFolder(url: scratch.file("data/portraits")),
            immovableIDs: immovable)
    }

    static let juan = Profile.demoProfiles[0], mei = Profile.demoProfiles[1]

    @Test func startsWithTheStoredProfilesAndTheFirstSelected() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(Array(model.profiles) == Profile.demoProfiles)
        #expect(model.selectedProfile == Self.juan)
        #expect(model.message == ProfilesModel.initialMessage)
        model.select(Self.mei.id)
        #expect(model.selectedIndex == 1)
        model.select(UUID())
        #expect(model.selectedID == nil)
    }

    @Test func detailEditsAreStoredAsTyped() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.select(Self.mei.id)
        model.rename(to: "  Mei Chen ")
        model.setBio("Bio,\n\"quoted\"")
        model.setPhoneNumber("(919) 555-0000")
        model.addFunFact("Knits")
        model.addFunFact("Sails")
        model.setFunFact(at: 0, to: "Knits socks")
        model.setFunFact(at: 9, to: "ignored")
        model.removeFunFact(at: 1)
        model.removeFunFact(at: 5)
        let expected = Profile(id: Self.mei.id, name: "  Mei Chen ", phoneNumber: "(919) 555-0000", bio: "Bio,\n\"quoted\"",
                               funFacts: ["Knits socks"])
        #expect(model.selectedProfile == expected)
        #expect(try model.store.profile(id: Self.mei.id) == expected)
    }

    @Test func pasteAppendsTextAsFunFacts() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.paste(["Juggles", "", "Speaks\nthree languages"]) == "Added 2 fun fact(s).")
        #expect(model.selectedProfile?.funFacts == ["Juggles", "Speaks\nthree languages"])
        #expect(try model.store.profile(id: Self.juan.id)?.funFacts == ["Juggles", "Speaks\nthree languages"])
        #expect(model.paste([""]) == ProfilesModel.nothingToPasteMessage)
        model.select(nil)
        #expect(model.paste(["x"]) == ProfilesModel.noSelectionMessage)
        #expect(try model.store.profile(id: Self.juan.id)?.funFacts.count == 2)
    }

    @Test func reorderingPersistsAndARowMarkedNotMovableStaysPut() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        model.dropProfiles([Profile(name: "Ada"), Profile(name: "Bob")])
        #expect(model.profiles.map(\.name) == ["Juan Chavez", "Mei Chen", "Ada", "Bob"])

        // Juan cannot be dragged: refused, nothing changes.
        #expect(!model.canMove(Self.juan.id))
        #expect(!model.move(fromOffsets: [0], toOffset: 3))
        #expect(model.message == "“Juan Chavez” cannot be moved.")
        #expect(!model.move(fromOffsets: [0, 3], toOffset: 2))
        #expect(try model.store.profiles().map(\.name) == ["Juan Chavez", "Mei Chen", "Ada", "Bob"])

        // Other rows move, also past Juan.
        #expect(model.move(fromOffsets: [3], toOffset: 0))
        #expect(model.profiles.map(\.name) == ["Bob", "Juan Chavez", "Mei Chen", "Ada"])
        #expect(model.move(fromOffsets: [2, 3], toOffset: 1))
        #expect(model.profiles.map(\.name) == ["Bob", "Mei Chen", "Ada", "Juan Chavez"])
        let reopened = try ProfilesModel(store: ProfileStore(url: model.store.url), videos: model.videos, portraits: model.portraits)
        #expect(reopened.profiles.map(\.name) == ["Bob", "Mei Chen", "Ada", "Juan Chavez"])

        // Out of range: refused.
        #expect(!model.move(fromOffsets: [7], toOffset: 0))
        model.setMovable(true, for: Self.juan.id)
        #expect(model.move(fromOffsets: [3], toOffset: 0))
        #expect(model.profiles.first == Self.juan)
    }

    /// Moves of one row or several, no-ops among them, as an array moves them: the list,
    /// and the store's order, after each one.
    @Test func randomMovesOrderTheListAndTheStoreAsAnArrayDoes() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch, immovable: [])
        model.dropProfiles((0..<8).map { Profile(name: "\($0)") })
        var expected = model.profiles.map(\.id)
        var seen: [String] = []
        // Steps spread over the offsets by small primes: 0 to 3 rows, apart or together,
        // to every destination.
        for step in 0..<60 {
            let source = IndexSet((0..<step % 4).map { (step * 7 + $0 * 5) % expected.count })
            let destination = (step * 11) % (expected.count + 1)
            seen.append("\(Array(source))→\(destination)")
            #expect(model.move(fromOffsets: source, toOffset: destination), "\(seen)")
            expected.move(fromOffsets: source, toOffset: destination)
            #expect(model.profiles.map(\.id) == expected, "\(seen)")
            #expect(try model.store.orderedIDs() == expected, "\(seen)")
        }
    }

    @Test func aProfileDroppedOnARowMovesIfItIsTheListsAndIsCopiedOtherwise() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch, immovable: [])
        model.dropProfiles([Profile(name: "Ada")])
        let ada = model.profiles[2]
        // A row of this list dropped on the upper half of Juan's row goes before it...
        #expect(model.drop([ada], onRow: Self.juan.id, lowerHalf: false))
        #expect(model.profiles.map(\.name) == ["Ada", "Juan Chavez", "Mei Chen"])
        // ...and on the lower half, after it.
        #expect(model.drop([ada], onRow: Self.mei.id, lowerHalf: true))
        #expect(model.profiles.map(\.name) == ["Juan Chavez", "Mei Chen", "Ada"])
        #expect(try model.store.profiles().map(\.name) == ["Juan Chavez", "Mei Chen", "Ada"])
        // A row dropped on itself does nothing; nothing dropped does nothing.
        #expect(!model.drop([ada], onRow: ada.id, lowerHalf: true))
        #expect(!model.drop([], onRow: ada.id, lowerHalf: false))
        // A profile from elsewhere (another window's copy, another app) is added as a copy.
        #expect(model.drop([Profile(name: "Bo")], onRow: Self.juan.id, lowerHalf: false))
        #expect(model.profiles.map(\.name) == ["Juan Chavez", "Mei Chen", "Ada", "Bo"])
        #expect(model.message == "Added 1 profile(s).")
        // A row that cannot move is refused with the model's message.
        model.setMovable(false, for: ada.id)
        #expect(!model.drop([ada], onRow: Self.juan.id, lowerHalf: false))
        #expect(model.message == "“Ada” cannot be moved.")
    }

    @Test func droppedProfilesAreAddedAsCopiesInOneGo() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.dropProfiles([Self.juan, Profile(name: "Ada")]) == "Added 2 profile(s).")
        #expect(model.profiles.count == 4)
        #expect(model.profiles[2].name == "Juan Chavez" && model.profiles[2].id != Self.juan.id)
        #expect(model.selectedID == model.profiles[2].id)
        #expect(try model.store.profiles() == Array(model.profiles))
        #expect(model.dropProfiles([]) == "Drop failed: no profiles.")
    }

    @Test func csvImportsAreAllOrNothingWithAMessage() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let archive = ProfilesArchive(profiles: [Profile(name: "Ada"), Profile(name: "Bob", funFacts: ["a,b"])])
        #expect(await model.importCSV(try archive.csvData()) == "Added 2 profile(s).")
        #expect(model.profiles.map(\.name) == ["Juan Chavez", "Mei Chen", "Ada", "Bob"])
        #expect(model.selectedProfile?.name == "Ada")

        let broken = Data("name,id\nCarl,\nDora,12\n".utf8)
        #expect(await model.importCSV(broken) == "Import failed: the import was refused: line 3, field 2: “12” is not a UUID")
        #expect(model.profiles.count == 4)
        #expect(try model.store.count() == 4)

        let file = scratch.file("more.csv")
        try ProfilesArchive(profiles: [Profile(name: "Eve")]).csvData().write(to: file)
        #expect(await model.importCSV(fileAt: file) == "Added 1 profile(s).")
        #expect(model.importArchives([archive]) == "Added 2 profile(s).")
        #expect(model.profiles.count == 7)
        // Several archives (several CSV files dropped at once) are one import: all or none.
        #expect(model.importArchives([archive, ProfilesArchive(profiles: [Profile(name: "Fay")])]) == "Added 3 profile(s).")
        #expect(model.profiles.suffix(3).map(\.name) == ["Ada", "Bob", "Fay"])
        #expect(model.importArchives([ProfilesArchive(profiles: [])]) == "Import failed: the archive holds no profiles.")
        #expect(model.profiles.count == 10)
    }

    /// Starts `work` and returns it once `progress` (a model's progress property) changes
    /// (observed, not polled), with the progress it then holds.
    static func start(_ work: @escaping @MainActor () async -> String, once progress: @escaping @MainActor () -> Progress?)
        async -> (Task<String, Never>, Progress?)
    {
        var running: Task<String, Never>?
        await withCheckedContinuation { (started: CheckedContinuation<Void, Never>) in
            withObservationTracking { _ = progress() } onChange: { started.resume() }
            running = Task { await work() }
        }
        // The continuation resumes after the work's synchronous start, which set the progress.
        return (running!, progress())
    }

    /// Starts `model`'s import of `file` and returns it once ``ProfilesModel/csvImportProgress``
    /// is set, with that progress.
    static func startCSVImport(_ model: ProfilesModel, of file: URL) async -> (Task<String, Never>, Progress?) {
        await start({ await model.importCSV(fileAt: file) }, once: { model.csvImportProgress })
    }

    @Test func aCSVFileImportShowsProgressAndCanBeCancelledKeepingNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let file = scratch.file("many.csv")
        let many = (0..<5_000).map { Profile(name: "Person \($0)", bio: "Imported", funFacts: ["fact \($0)"]) }
        try ProfilesArchive(profiles: many).csvData().write(to: file)
        #expect(model.csvImportProgress == nil)

        // Cancelled before it could finish (the task cannot start until this test awaits):
        // nothing is kept and the message says so.
        let cancelled = Task { await model.importCSV(fileAt: file) }
        cancelled.cancel()
        #expect(await cancelled.value == ProfilesModel.csvImportCancelledMessage)
        #expect(model.message == "Import cancelled. No profiles were added.")
        #expect(model.csvImportProgress == nil)
        #expect(Array(model.profiles) == Profile.demoProfiles)
        #expect(try model.store.profiles() == Profile.demoProfiles)

        // A running import exposes its progress, refuses a second one, and reaches the
        // file's size; cancelCSVImport() cancels that progress (the store then stops at
        // its next check, see ProfileStoreImportProgressTests).
        let (finished, exposed) = await Self.startCSVImport(model, of: file)
        let progress = try #require(exposed, "the running import exposes its progress")
        #expect(await model.importCSV(fileAt: file) == ProfilesModel.csvImportRunningMessage)
        #expect(await finished.value == "Added 5000 profile(s).")
        let size = Int64(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int)
        #expect(progress.totalUnitCount == size)
        #expect(progress.completedUnitCount == size)
        #expect(model.csvImportProgress == nil)
        #expect(model.profiles.count == 5_002)
        let (again, running) = await Self.startCSVImport(model, of: file)
        model.cancelCSVImport()
        #expect(running?.isCancelled == true)
        _ = await again.value
    }

    /// The bars show the share read, then a pulse while the profiles read move into the
    /// store (the store's progress is indeterminate then, keeping the bytes read).
    @Test func progressBarsShowTheShareReadThenAPulseWhileStoring() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.csvImportDisplay == nil && model.videoImportDisplay == nil)
        let progress = Progress(totalUnitCount: -1)
        model.csvImportProgress = progress
        model.videoImportProgress = progress
        #expect(model.csvImportDisplay == .fraction(0), "the size is not known yet")
        progress.totalUnitCount = 400
        progress.completedUnitCount = 100
        #expect(model.csvImportDisplay == .fraction(0.25) && model.videoImportDisplay == .fraction(0.25))
        progress.totalUnitCount = -1
        #expect(model.csvImportDisplay == .pulse("Storing the profiles read…"))
        #expect(model.videoImportDisplay == .fraction(0))
        progress.totalUnitCount = 100
        #expect(model.csvImportDisplay == .fraction(1))
    }

    /// The smallest valid PNG header: enough for the desktop database to call it a PNG.
    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52,
                                0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xDE])

    @Test func aPortraitDropTakesTheFirstImage() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let notes = scratch.file("notes.txt")
        try Data("hello".utf8).write(to: notes)
        let photo = scratch.file("photo.png")
        try Self.pngBytes.write(to: photo)
        let second = scratch.file("second.png")
        try Self.pngBytes.write(to: second)

        #expect(await model.dropPortrait(files: [notes, photo, second]))
        #expect(model.message == ProfilesModel.portraitReplacedMessage)
        let portrait = try #require(model.selectedProfile?.portrait)
        #expect(portrait.lastPathComponent == "photo.png")
        #expect(portrait.deletingLastPathComponent().path == model.portraits.url.path)
        #expect(try Data(contentsOf: portrait) == Self.pngBytes)
        #expect(try model.store.profile(id: Self.juan.id)?.portrait == portrait)

        #expect(!(await model.dropPortrait(files: [notes])))
        #expect(model.message == ProfilesModel.noImageMessage)
        #expect(!(await model.dropPortrait(files: [])))
        #expect(model.selectedProfile?.portrait == portrait)

        #expect(await model.dropPortrait(data: Self.pngBytes, contentType: .png))
        #expect(model.selectedProfile?.portrait?.lastPathComponent == "portrait.png")
        #expect(!(await model.dropPortrait(data: Data("text".utf8), contentType: .plainText)))
        #expect(model.selectedProfile?.portrait?.lastPathComponent == "portrait.png")
    }

    @Test func importingAVideoAttachesACopy() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let clip = scratch.file("clip.mp4")
        try Data("movie bytes".utf8).write(to: clip)
        #expect(await model.importVideo(from: clip) == "Video “clip.mp4” added to “Juan Chavez”.")
        let video = try #require(model.selectedProfile?.video)
        #expect(video.deletingLastPathComponent().path == model.videos.url.path)
        #expect(await model.importVideo(from: clip) == "Video “\(model.selectedProfile!.video!.lastPathComponent)” added to “Juan Chavez”.")
        #expect(model.selectedProfile?.video != video)
        #expect(TemporaryFolder.names(in: model.videos.url).count == 2)
        #expect(model.videoImportProgress == nil)
        #expect(await model.importVideo(from: scratch.file("missing.mp4")).hasPrefix("Video import failed: "))
        #expect(model.attachVideo(Video(url: video)) == "Video “clip.mp4” added to “Juan Chavez”.")
        #expect(try model.store.profile(id: Self.juan.id)?.video == video)
    }

    @Test func cancellingAVideoImportKeepsNothing() async throws {
        signal(SIGPIPE, SIG_IGN)
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let fifo = scratch.file("live.mp4")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let done = DispatchSemaphore(value: 0)
        let cancelled = DispatchSemaphore(value: 0)
        // Signalled once 1 MiB is written: the pipe holds 64 KiB, so the import has read the
        // rest by then and is in the middle of its copy.
        let fed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let descriptor = open(fifo.path, O_WRONLY)
            let chunk = [UInt8](repeating: 1, count: 64 << 10)
            var total = 0
            while total < 256 << 20 {
                let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                total += written
                // After 1 MiB, wait for the test to cancel (at most 60 s), then keep
                // feeding until the import gives up and closes its end (EPIPE).
                if total == 1 << 20 {
                    fed.signal()
                    _ = cancelled.wait(timeout: .now() + 60)
                }
            }
            close(descriptor)
            done.signal()
        }
        let importing = Task { await model.importVideo(from: fifo) }
        // Should the wait below fail, still stop the import and let the writer go on.
        defer {
            model.cancelVideoImport()
            cancelled.signal()
        }
        // Waited for off the main actor, which the import may need meanwhile.
        let fedInTime = await Task.detached { fed.wait(timeout: .now() + 30) == .success }.value
        try #require(fedInTime, "the import should read the first MiB the writer sends")
        #expect(model.videoImportProgress != nil, "the import is still running when it is cancelled")
        model.cancelVideoImport()
        cancelled.signal()
        #expect(await importing.value == ProfilesModel.videoImportCancelledMessage)
        // The writer stops when the import closes its end of the FIFO (EPIPE); an import
        // that kept it open would leave the writer blocked, so wait a bounded time.
        #expect(done.wait(timeout: .now() + 30) == .success, "the FIFO writer should stop once the import has closed its end")
        #expect(model.selectedProfile?.video == nil)
        #expect(TemporaryFolder.names(in: model.videos.url) == [])
    }

    @Test func exportOffersEachExportableTypeWithItsFileName() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let profileFormats = model.exportFormats(for: .selectedProfile)
        #expect(profileFormats.map(\.contentType) == [.profile, .utf8PlainText])
        #expect(profileFormats.map(\.suggestedFileName) == ["Juan Chavez.ferryprofile", "Juan Chavez.txt"])
        #expect(profileFormats[0].title == "Ferry profile")
        #expect(model.exportFormats(for: .archive).map(\.suggestedFileName) == ["Profiles.csv"])
        model.allowsCSVExport = false
        #expect(model.exportFormats(for: .archive) == [])
        #expect(model.exportFormats(for: .selectedVideo) == [])
        model.select(nil)
        #expect(model.exportFormats(for: .selectedProfile) == [])
    }

    @Test func exportWritesTheChosenRepresentation() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let json = scratch.file("out/Juan.ferryprofile")
        try FileManager.default.createDirectory(at: json.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(await model.export(.selectedProfile, as: .profile, to: json) == "Saved “Juan.ferryprofile”.")
        #expect(try JSONDecoder().decode(Profile.self, from: Data(contentsOf: json)) == Self.juan)
        let text = scratch.file("out/Juan.txt")
        #expect(await model.export(.selectedProfile, as: .utf8PlainText, to: text) == "Saved “Juan.txt”.")
        #expect(try String(contentsOf: text, encoding: .utf8) == "Juan Chavez")

        let csv = scratch.file("out/Profiles.csv")
        #expect(await model.export(.archive, as: .commaSeparatedText, to: csv) == "Saved “Profiles.csv”.")
        #expect(try ProfilesArchive(csvFileAt: csv).profiles == Profile.demoProfiles)
        // A type the archive has no representation for: refused, no file written.
        let refused = await model.export(.archive, as: .json, to: scratch.file("out/Profiles.json"))
        #expect(refused.hasPrefix("Export failed: "), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out/Profiles.json").path))
        model.allowsCSVExport = false
        #expect(await model.export(.archive, as: .commaSeparatedText, to: scratch.file("out/No.csv")) == "The profiles cannot be exported as CSV right now.")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("out/No.csv").path))

        #expect(await model.export(.selectedVideo, as: .mpeg4Movie, to: scratch.file("out/v.mp4")) == "The selected profile has no video.")
        let clip = scratch.file("clip.mp4")
        try Data("movie".utf8).write(to: clip)
        await model.importVideo(from: clip)
        #expect(model.exportFormats(for: .selectedVideo).map(\.contentType) == [.mpeg4Movie, .fileURL, .url])
        #expect(await model.export(.selectedVideo, as: .mpeg4Movie, to: scratch.file("out/v.mp4")) == "Saved “v.mp4”.")
        #expect(try Data(contentsOf: scratch.file("out/v.mp4")) == Data("movie".utf8))
    }

    /// Starts `model`'s export of the archive as CSV to `url` and returns it once
    /// ``ProfilesModel/csvExportProgress`` is set, with that progress.
    static func startCSVExport(_ model: ProfilesModel, to url: URL) async -> (Task<String, Never>, Progress?) {
        await start({ await model.export(.archive, as: .commaSeparatedText, to: url) }, once: { model.csvExportProgress })
    }

    @Test func aCSVExportShowsProgressAndCanBeCancelledWritingNothing() async throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        // More profiles than the store's progress interval, so that the export checks for a
        // cancellation before it ends.
        let many = (0..<3 * ProfileStore.progressInterval).map { Profile(name: "Person \($0)", funFacts: ["fact \($0)"]) }
        _ = try model.store.append(many)
        let folder = scratch.file("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let csv = folder.appendingPathComponent("Profiles.csv")
        try Data("the old file".utf8).write(to: csv)
        #expect(model.csvExportProgress == nil && model.csvExportDisplay == nil)

        // Cancelled before it could finish (the task cannot start until this test awaits):
        // the old file stays, nothing else is left in the folder, and the message says so.
        let cancelled = Task { await model.export(.archive, as: .commaSeparatedText, to: csv) }
        cancelled.cancel()
        #expect(await cancelled.value == "Export cancelled. No file was written.")
        #expect(model.message == ProfilesModel.csvExportCancelledMessage)
        #expect(model.csvExportProgress == nil)
        #expect(try Data(contentsOf: csv) == Data("the old file".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Profiles.csv"])

        // A running export exposes its progress and refuses a second one; its progress ends
        // at the store's count.
        let (finished, exposed) = await Self.startCSVExport(model, to: csv)
        let progress = try #require(exposed, "the running export exposes its progress")
        #expect(model.csvExportDisplay != nil)
        #expect(await model.export(.archive, as: .commaSeparatedText, to: folder.appendingPathComponent("Second.csv"))
            == "The profiles are already being exported.")
        #expect(await finished.value == "Saved “Profiles.csv”.")
        let count = Int64(try model.store.count())
        #expect(progress.totalUnitCount == count && progress.completedUnitCount == count)
        #expect(model.csvExportProgress == nil && model.csvExportDisplay == nil)
        #expect(try ProfilesArchive(csvFileAt: csv).profiles.count == Int(count))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Second.csv").path))

        // cancelCSVExport() cancels the running export's progress (the store stops at its
        // next check, see ProfileStoreExportTests).
        let (again, running) = await Self.startCSVExport(model, to: folder.appendingPathComponent("Again.csv"))
        model.cancelCSVExport()
        #expect(running?.isCancelled == true)
        _ = await again.value
    }

    /// The export's bar shows the share of the profiles written.
    @Test func theExportBarShowsTheShareWritten() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let progress = Progress(totalUnitCount: -1)
        model.csvExportProgress = progress
        #expect(model.csvExportDisplay == .fraction(0), "the count is not known yet")
        progress.totalUnitCount = 8
        progress.completedUnitCount = 2
        #expect(model.csvExportDisplay == .fraction(0.25))
        model.csvExportProgress = nil
        #expect(model.csvExportDisplay == nil)
    }

    @Test func savesAreFlushedBeforeTheyAreReported() async throws {
        TransferFileIO.flushLog.startRecording()
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        let folder = scratch.file("out").standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(await model.export(.selectedProfile, as: .profile, to: folder.appendingPathComponent("Juan.ferryprofile")) == "Saved “Juan.ferryprofile”.")
        #expect(await model.export(.archive, as: .commaSeparatedText, to: folder.appendingPathComponent("Profiles.csv")) == "Saved “Profiles.csv”.")
        // Each save: its temporary file, flushed before it took its name, then the folder.
        let flushed = TransferFileIO.flushLog.paths(under: folder)
        #expect(flushed.count == 4)
        #expect(flushed.enumerated().allSatisfy { index, path in
            index % 2 == 1 ? path == folder.path : URL(fileURLWithPath: path).lastPathComponent.hasSuffix(".partial")
        })
    }

    @Test func addingAndDeletingProfiles() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.addProfile() == "Added 1 profile(s).")
        #expect(model.selectedProfile?.name == "New profile")
        #expect(model.deleteSelected() == "Deleted “New profile”.")
        #expect(model.selectedProfile == Self.mei)
        model.select(Self.juan.id)
        model.deleteSelected()
        #expect(Array(model.profiles) == [Self.mei])
        #expect(model.selectedProfile == Self.mei)
        #expect(try model.store.profiles() == [Self.mei])
        #expect(model.immovableIDs.isEmpty)
        model.select(nil)
        #expect(model.deleteSelected() == ProfilesModel.noSelectionMessage)
    }
}

@Suite struct ProfilesMessagesTests {
    @Test func whyNothingCanBeExported() {
        #expect(ProfilesModel.nothingToExportMessage(.archive) == "CSV export is turned off.")
        #expect(ProfilesModel.nothingToExportMessage(.selectedVideo) == "The selected profile has no video.")
        #expect(ProfilesModel.nothingToExportMessage(.selectedProfile) == "Select a profile first.")
    }

    @Test func onlyVideoFilesAreTakenByTheVideoTarget() {
        let clip = URL(fileURLWithPath: "/tmp/clip.mp4"), csv = URL(fileURLWithPath: "/tmp/people.csv")
        #expect(ProfilesModel.videoDropRefusal([clip]) == nil)
        #expect(ProfilesModel.videoDropRefusal([clip, URL(fileURLWithPath: "/tmp/other.webm")]) == nil)
        #expect(ProfilesModel.videoDropRefusal([csv]) == "Drop failed: people.csv is not a video.")
        // One file that is not a video refuses the whole batch, wherever it is.
        #expect(ProfilesModel.videoDropRefusal([clip, csv]) == "Drop failed: people.csv is not a video.")
        #expect(ProfilesModel.videoDropRefusal([URL(string: "https://example.com/clip.mp4")!])
                == "Drop failed: https://example.com/clip.mp4 is not a file.")
        #expect(ProfilesModel.videoDropRefusal([]) == "Drop failed: there is no file.")
        #expect(ProfilesModel.videoDropRefusal([csv], action: .paste) == "Paste failed: people.csv is not a video.")
    }
}

extension ProfilesModelTests {
    @Test func captionsAndRowWordsFollowTheSelection() throws {
        let scratch = TemporaryFolder()
        defer { scratch.remove() }
        let model = try Self.makeModel(scratch)
        #expect(model.portraitCaption == "No portrait" && model.videoCaption == "No video")
        #expect(model.rowTooltip(Self.juan) == "This row cannot be moved")
        #expect(model.rowTooltip(Self.mei) == "Drag to reorder; drag out to share")
        model.select(Self.mei.id)
        model.editSelected { $0.portrait = URL(fileURLWithPath: "/p/mei.png"); $0.video = URL(fileURLWithPath: "/v/clip.mp4") }
        #expect(model.portraitCaption == "Portrait: mei.png" && model.videoCaption == "Video: clip.mp4")
        struct Broken: Error, CustomStringConvertible { var description: String { "the clipboard was empty" } }
        #expect(ProfilesModel.failureMessage(.paste, Broken()) == "Paste failed: the clipboard was empty")
    }
}
