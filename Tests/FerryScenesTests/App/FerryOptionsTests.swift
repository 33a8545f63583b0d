// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import FerryScenes

@Suite struct FerryOptionsTests {
    @Test func flagsAndEnvironment() throws {
        let options = try FerryOptions.parse(["ferry", "--title", "T", "--page", "filter", "--large", "--log"],
                                             environment: ["FERRY_DEVELOPER": "1"]).get()
        #expect(options.title == "T" && options.page == "filter" && options.largeCollection && options.log && options.developer)
        #expect(!options.timings && options.applicationID == "io.github.ferryswift.Ferry")
        #expect(try FerryOptions.parse(["ferry", "--benchmark"], environment: [:]).get().timings)
        let csvTiming = try FerryOptions.parse(["ferry", "--benchmark-csv-import", "/tmp/big.csv"], environment: [:]).get()
        #expect(csvTiming.csvImportTimingFile == "/tmp/big.csv" && csvTiming.timings)
        #expect(FerryOptions.parse(["ferry", "--benchmark-csv-import"], environment: [:]) == .failure(.missingValue(flag: "--benchmark-csv-import")))
    }

    @Test func badCommandLines() {
        #expect(FerryOptions.parse(["ferry", "--page", "nowhere"], environment: [:]) == .failure(.unknownPage("nowhere")))
        #expect(FerryOptions.parse(["ferry", "--title"], environment: [:]) == .failure(.missingValue(flag: "--title")))
        #expect(FerryOptions.parse(["ferry", "--frobnicate"], environment: [:]) == .failure(.unknownOption("--frobnicate")))
        #expect("\(FerryOptionsError.unknownPage("x"))".contains("shapes"))
    }

    /// Files to open come as paths or as the file URIs of the desktop entry's %U; a path is
    /// the launching process's, relative to its working directory.
    @Test func filesToOpen() throws {
        let options = try FerryOptions.parse(["ferry", "--page", "profiles", "Mei Chen.ferryprofile", "file:///home/mei/People%20List.csv",
                                              "--", "--title.csv"], environment: [:]).get()
        #expect(options.files == ["Mei Chen.ferryprofile", "file:///home/mei/People%20List.csv", "--title.csv"])
        #expect(options.page == "profiles" && options.title == "Ferry")
        let urls = options.files.map { FerryOptions.fileURL($0, workingDirectory: "/home/mei/Downloads") }
        #expect(urls.map(\.path) == ["/home/mei/Downloads/Mei Chen.ferryprofile", "/home/mei/People List.csv", "/home/mei/Downloads/--title.csv"])
        #expect(FerryOptions.fileURL("../a.csv", workingDirectory: "/home/mei/Downloads").path == "/home/mei/a.csv")
        #expect(FerryOptions.fileURL("/tmp/a.csv", workingDirectory: "/home").path == "/tmp/a.csv")
        #expect(FerryOptions.parse(["ferry", "https://example.com/a.csv"], environment: [:]) == .failure(.notAFile("https://example.com/a.csv")))
        #expect(try FerryOptions.parse(["ferry"], environment: [:]).get().files.isEmpty)
    }
}
