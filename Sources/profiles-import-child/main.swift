// SPDX-License-Identifier: Apache-2.0
// profiles-import-child: the processes the durability tests start.
//
//   profiles-import-child <store path> <csv path>
//     Opens the profile store and imports a profiles CSV file in one transaction,
//     printing "importing" just before the transaction starts and "committed N" after it
//     ends (the kill -9 test kills it in between, or after).
//
//   profiles-import-child --writer <store path> <writer number> <seed> <operations>
//     One of two processes writing the same store at once (see ConcurrentWriter.swift).
import Foundation
import Profiles

/// Writes a line to standard output at once (unbuffered), so the parent sees it before a kill.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Says what went wrong on standard error and exits with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("profiles-import-child: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
if arguments.count == 6, arguments[1] == "--writer" {
    guard let writer = UInt8(arguments[3]), let seed = UInt64(arguments[4]), let operations = Int(arguments[5]) else {
        fail("--writer takes <store path> <writer number 0-255> <seed> <operations>")
    }
    ConcurrentWriter(store: URL(fileURLWithPath: arguments[2]), writer: writer, seed: seed).run(operations: operations)
    exit(0)
}
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("""
        usage: profiles-import-child <store path> <csv path>
               profiles-import-child --writer <store path> <writer number> <seed> <operations>

        """.utf8))
    exit(2)
}
do {
    let store = try ProfileStore(url: URL(fileURLWithPath: arguments[1]))
    say("importing")
    let start = Date()
    let imported = try store.importCSV(fileAt: URL(fileURLWithPath: arguments[2]), ids: .reject)
    say("committed \(imported) in \(String(format: "%.3f", Date().timeIntervalSince(start))) s")
} catch {
    fail("\(error)")
}
