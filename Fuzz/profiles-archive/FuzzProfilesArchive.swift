// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry point over ProfilesArchive import (CSV → profiles). Any input either
// fails with a ProfilesArchiveError or yields an archive that writes back to CSV and reads
// again unchanged; anything else (a crash, a trap, a changed archive) is a finding.
import Foundation
import Profiles

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfilesArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    let archive: ProfilesArchive
    do {
        archive = try ProfilesArchive(csvData: input)
    } catch {
        // A typed error that describes itself is the expected outcome for bad input.
        _ = error.description
        return 0
    }
    let written: Data
    do {
        written = try archive.csvData()
    } catch {
        fatalError("an archive that was read cannot be written: \(error)")
    }
    do {
        let again = try ProfilesArchive(csvData: written)
        if again != archive {
            fatalError("the archive changed on a round trip:\n\(archive.profiles)\n\(again.profiles)")
        }
    } catch {
        fatalError("CSV the archive wrote cannot be read back: \(error)")
    }
    return 0
}
