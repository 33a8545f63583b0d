// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Files under `Tests/UniformTypeIdentifiersTests/Fixtures`.
enum Fixture {
    static func url(_ relativePath: String) -> URL {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            fatalError("the Fixtures folder is missing from the test bundle")
        }
        return root.appendingPathComponent(relativePath)
    }

    /// The built `ferry-types` executable, next to the test bundle.
    static var ferryTypesExecutable: URL {
        var directory = Bundle.module.bundleURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("ferry-types").path) {
            directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug")
        }
        return directory.appendingPathComponent("ferry-types")
    }

    /// Runs a program to completion and returns its exit status and output.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
