// SPDX-License-Identifier: Apache-2.0
import Foundation
import Profiles

/// `ferry-bench _csv-import-file CSV STORE`: imports one CSV file into a new store with
/// `ProfileStore.importCSV(fileAt:)` and prints the seconds and MB/s (for measuring by
/// hand how the import scales with the file's size).
enum CSVImportFile {
    static func runChild(_ arguments: [String]) -> Bool {
        guard arguments.count >= 3 else { return Bench.fail("usage: ferry-bench _csv-import-file CSV STORE") }
        let csv = URL(fileURLWithPath: arguments[1]), store = URL(fileURLWithPath: arguments[2])
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: store.path + suffix) }
        let size = Double((try? FileManager.default.attributesOfItem(atPath: csv.path)[.size] as? Int) ?? 0)
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let count = try ProfileStore(url: store).importCSV(fileAt: csv)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(String(format: "imported %d profiles, %.1f MB in %.2f s: %.2f MB/s", count, size / 1e6, seconds, size / 1e6 / seconds))
            return true
        } catch {
            return Bench.fail("\(error)")
        }
    }
}
