// profiles-import-child: the process the durability test kills. It opens the profile
// store at the given path and imports a profiles CSV file in one transaction, printing
// "importing" just before the transaction starts and "committed N" after it ends.
//
// Usage: profiles-import-child <store path> <csv path>
import Foundation
import Profiles

/// Writes a line to standard output at once (unbuffered), so the parent sees it before a kill.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: profiles-import-child <store path> <csv path>\n".utf8))
    exit(2)
}
do {
    let store = try ProfileStore(url: URL(fileURLWithPath: arguments[1]))
    say("importing")
    let start = Date()
    let imported = try store.importCSV(fileAt: URL(fileURLWithPath: arguments[2]), ids: .reject)
    say("committed \(imported) in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
} catch {
    FileHandle.standardError.write(Data("profiles-import-child: \(error)\n".utf8))
    exit(1)
}
