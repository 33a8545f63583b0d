// SPDX-License-Identifier: Apache-2.0
import Foundation
import UniformTypeIdentifiers
#if canImport(Glibc)
import Glibc
#endif

/// `ferry-bench shared-mime`: the desktop MIME database, Ferry's reader next to GIO's
/// (`libgio-2.0.so.0`, loaded with `dlopen`), on the machine's `/usr/share/mime`:
/// cold load, file-name guessing for a name matching every glob, and content sniffing.
/// Every Ferry answer is checked against GIO's; a disagreement is a wrong result.
enum SharedMIMEBenchmark {
    typealias Guess = @convention(c) (UnsafePointer<CChar>?, UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<CChar>?
    typealias SetMIMEDirectories = @convention(c) (UnsafePointer<UnsafePointer<CChar>?>?) -> Void
    typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// GIO's entry points.
    struct GIO {
        let guess: Guess
        let setMIMEDirectories: SetMIMEDirectories
        let free: Free

        static func open() -> GIO? {
            guard let gio = dlopen("libgio-2.0.so.0", RTLD_NOW), let glib = dlopen("libglib-2.0.so.0", RTLD_NOW),
                  let guess = dlsym(gio, "g_content_type_guess"), let set = dlsym(gio, "g_content_type_set_mime_dirs"),
                  let free = dlsym(glib, "g_free") else { return nil }
            return GIO(guess: unsafeBitCast(guess, to: Guess.self),
                       setMIMEDirectories: unsafeBitCast(set, to: SetMIMEDirectories.self),
                       free: unsafeBitCast(free, to: Free.self))
        }

        func useDirectory(_ path: String) {
            path.withCString { directory in
                var list: [UnsafePointer<CChar>?] = [directory, nil]
                list.withUnsafeMutableBufferPointer { setMIMEDirectories(UnsafePointer($0.baseAddress)) }
            }
        }

        func contentType(name: String?, data: [UInt8]?) -> (String, Bool) {
            var uncertain: Int32 = 0
            let result: UnsafeMutablePointer<CChar>?
            if let data {
                result = data.withUnsafeBufferPointer { bytes in
                    if let name { return name.withCString { guess($0, bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count, &uncertain) } }
                    return guess(nil, bytes.baseAddress ?? UnsafePointer(bitPattern: 1), bytes.count, &uncertain)
                }
            } else {
                result = name.map { name in name.withCString { guess($0, nil, 0, &uncertain) } } ?? guess(nil, nil, 0, &uncertain)
            }
            defer { free(result) }
            return (result.map { String(cString: $0) } ?? "", uncertain != 0)
        }
    }

    static func run(arguments: [String]) -> Bool {
        let directory = "/usr/share/mime"
        guard let gio = GIO.open() else {
            Bench.note("shared-mime", "libgio-2.0.so.0 not found; nothing to compare with")
            return true
        }
        gio.useDirectory(directory)
        let url = URL(fileURLWithPath: directory, isDirectory: true)
        guard let database = try? SharedMIMEDatabase.load(directories: [url]) else {
            return Bench.fail("cannot load \(directory)")
        }

        // Cold load: each side loads the database again and answers one query.
        let ferryLoad = Bench.best(of: 50) {
            _ = (try? SharedMIMEDatabase.load(directories: [url]))?.guessContentType(fileName: "x.png", data: nil)
        }
        let gioLoad = Bench.best(of: 50) {
            gio.useDirectory(directory)
            _ = gio.contentType(name: "x.png", data: nil)
        }
        Bench.report("shared-mime cold load", ferry: ferryLoad, anchor: gioLoad, work: .init(
            ferry: "SharedMIMEDatabase.load (reads and validates mime.cache and the types list), then the type of \"x.png\"",
            anchor: "g_content_type_set_mime_dirs (drops GIO's state, maps the cache again), then g_content_type_guess(\"x.png\")",
            timing: "1 warm-up + best of 50 each"))

        // One name per glob, as written and in upper case.
        var names: [String] = []
        for (_, glob) in database.allGlobs() {
            let name = sampleName(for: glob.pattern)
            names.append(name)
            names.append(name.uppercased())
        }
        for name in names {
            let ours = database.guessContentType(fileName: name, data: nil)
            let theirs = gio.contentType(name: name, data: nil)
            if ours.mime != theirs.0 || ours.uncertain != theirs.1 {
                return Bench.fail("\(name): Ferry \(ours), GIO \(theirs)")
            }
        }
        let ferryNames = Bench.best(of: 7) { for name in names { _ = database.guessContentType(fileName: name, data: nil) } }
        let gioNames = Bench.best(of: 7) { for name in names { _ = gio.contentType(name: name, data: nil) } }
        Bench.report("shared-mime guess by name (\(names.count) names, per name)",
                     ferry: ferryNames / Double(names.count), anchor: gioNames / Double(names.count), unit: "ns", work: .init(
                        ferry: "guessContentType(fileName:) for a name per glob: a MIME type String and the uncertain flag",
                        anchor: "g_content_type_guess(name) for the same names, the result made a String: the same answers (checked)",
                        timing: "1 warm-up + best of 7 each"))

        // Sniffing: a few formats and plain text.
        var samples: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
            Array("%PDF-1.7\n%âãÏÓ\n".utf8),
            [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0, 3],
            Array("Plain words, nothing else.\n".utf8),
            Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8),
            [0, 1, 2, 3, 4, 5, 6, 7],
        ]
        if let elf = FileManager.default.contents(atPath: "/bin/ls") { samples.append(Array(elf.prefix(database.maxMagicExtent))) }
        for sample in samples {
            let ours = database.guessContentType(fileName: nil, data: sample)
            let theirs = gio.contentType(name: nil, data: sample)
            if ours.mime != theirs.0 || ours.uncertain != theirs.1 {
                return Bench.fail("sniffing \(sample.prefix(8)): Ferry \(ours), GIO \(theirs)")
            }
        }
        let ferrySniff = Bench.best(of: 7) { for _ in 0..<50 { for sample in samples { _ = database.guessContentType(fileName: nil, data: sample) } } }
        let gioSniff = Bench.best(of: 7) { for _ in 0..<50 { for sample in samples { _ = gio.contentType(name: nil, data: sample) } } }
        let sniffs = Double(50 * samples.count)
        Bench.report("shared-mime guess by content (\(samples.count) samples, per guess)",
                     ferry: ferrySniff / sniffs, anchor: gioSniff / sniffs, unit: "us", work: .init(
                        ferry: "guessContentType(data:) by magic for each sample: a MIME type String and the uncertain flag",
                        anchor: "g_content_type_guess(NULL, data) for the same samples, the result made a String: the same answers (checked)",
                        timing: "1 warm-up + best of 7 each"))
        return true
    }

    /// A file name the glob matches: `*` and `?` become `x`, a bracket its first member.
    static func sampleName(for pattern: String) -> String {
        if pattern.hasPrefix("*."), !pattern.dropFirst().contains(where: { "*?[\\".contains($0) }) {
            return "file" + pattern.dropFirst()
        }
        var name = ""
        var characters = Array(pattern)
        while !characters.isEmpty {
            let character = characters.removeFirst()
            switch character {
            case "*", "?": name.append("x")
            case "\\": if !characters.isEmpty { name.append(characters.removeFirst()) }
            case "[":
                guard let close = characters.dropFirst().firstIndex(of: "]") else { name.append("["); continue }
                let first = characters[0]
                name.append(first == "!" || first == "^" ? "x" : first)
                characters.removeFirst(close + 1)
            default: name.append(character)
            }
        }
        return name
    }
}
