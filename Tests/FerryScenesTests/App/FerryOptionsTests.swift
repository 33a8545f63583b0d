// SPDX-License-Identifier: Apache-2.0
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
}
