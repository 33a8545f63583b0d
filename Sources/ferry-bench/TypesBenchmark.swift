// SPDX-License-Identifier: Apache-2.0
import CGIO
import Foundation
import UniformTypeIdentifiers

/// `ferry-bench types`: the type registry's cold load and its extension, MIME and file
/// name lookups, next to GIO (`g_content_type_from_mime_type`, `g_content_type_guess`)
/// and Python's `mimetypes`, in one run.
enum TypesBenchmark {
    static func run(arguments: [String]) -> Bool {
        var correct = true
        // Cold load: first use in a fresh process, best of several processes.
        if let rounds = Bench.intOption("--profile-load", in: arguments) {
            // For profilers: the registry's load (database and tables), `rounds` times.
            let seconds = Bench.best(of: rounds) { _ = UTType.buildFreshRegistry() }
            Bench.note("types load in a warm process", String(format: "%.3f ms", seconds * 1e3))
            return true
        }
        let profiling = arguments.contains("--profile-lookups")
        let ferryCold = profiling ? .nan : (0..<7).compactMap { _ in childSeconds("_types-cold", "ferry") }.min() ?? .nan
        let gioCold = profiling ? .nan : (0..<7).compactMap { _ in childSeconds("_types-cold", "gio") }.min() ?? .nan
        if !profiling {
            Bench.report("types cold load (first lookup in a fresh process)", ferry: ferryCold, anchor: gioCold, work: .init(
                ferry: "a fresh process's first UTType(mimeType: \"video/mp4\") (loads the registry)",
                anchor: "a fresh process's first g_content_type_from_mime_type(\"video/mp4\") (loads GIO's MIME data)",
                timing: "best of 7 fresh processes each"))
        }

        let names = sampleFileNames()
        let extensions = names.compactMap { name -> String? in
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
            return String(name[name.index(after: dot)...])
        }
        let mimeTypes = Array(Set(names.compactMap { UTType(fileName: $0)?.preferredMIMEType })).sorted()
        print("  (\(names.count) file names, \(extensions.count) extensions, \(mimeTypes.count) MIME types from the machine's globs)")

        var sink = 0
        if let rounds = Bench.intOption("--profile-lookups", in: arguments) {
            // For profilers: only Ferry's lookups, `rounds` times over each list.
            // `--only extension|mime|name` profiles one kind of lookup.
            let only = Bench.option("--only", in: arguments)
            for _ in 0..<rounds {
                if only == nil || only == "extension" {
                    for ext in extensions { sink &+= UTType(filenameExtension: ext)!.identifier.utf8.count }
                }
                if only == nil || only == "mime" {
                    for mime in mimeTypes { sink &+= UTType(mimeType: mime)!.identifier.utf8.count }
                }
                if only == nil || only == "name" {
                    for name in names { sink &+= UTType(fileName: name)?.identifier.utf8.count ?? 0 }
                }
            }
            print("types lookups: \(sink)")
            return true
        }

        // Each side gets its input ready-made: Ferry Swift strings, GIO C strings built
        // before timing. GIO has no lookup by extension alone: its extension path is the
        // glob suffix match inside g_content_type_guess, so it is given "x.<ext>", built
        // untimed. Only inputs both sides type alike are timed (an anchor's wrong answer
        // must not count); the lines say how many.
        let extensionInputs = extensions.filter { ext in
            agrees(gio: gioGuess("x." + ext), ferry: UTType(filenameExtension: ext))
        }
        let mimeInputs = mimeTypes.filter { mime in
            guard let type = g_content_type_from_mime_type(mime) else { return false }
            defer { g_free(type) }
            return agrees(gio: String(cString: type), ferry: UTType(mimeType: mime))
        }
        let nameInputs = names.filter { agrees(gio: gioGuess($0), ferry: UTType(fileName: $0)) }
        let gioExtensionNames = CStrings(extensionInputs.map { "x." + $0 })
        let gioMIMETypes = CStrings(mimeInputs)
        let gioNames = CStrings(nameInputs)
        defer { gioExtensionNames.free(); gioMIMETypes.free(); gioNames.free() }

        let timing = "1 warm-up + best of 9 passes over the inputs each, per lookup"
        let ferryExtension = Bench.best(of: 9) {
            for ext in extensionInputs { sink &+= UTType(filenameExtension: ext)!.identifier.utf8.count }
        } / Double(extensionInputs.count)
        let gioExtension = Bench.best(of: 9) {
            for name in gioExtensionNames.pointers { sink &+= gioGuessCount(name) }
        } / Double(extensionInputs.count)
        Bench.report("types lookup by extension vs GIO's glob suffix match", ferry: ferryExtension, anchor: gioExtension,
                     unit: "ns", work: .init(
                        ferry: "UTType(filenameExtension:) on \(extensionInputs.count) extensions (of \(extensions.count); GIO is unsure of the rest or types them differently)",
                        anchor: "g_content_type_guess on the same extensions as ready-made \"x.<ext>\" C strings (GIO has no extension-only lookup); the same types",
                        timing: timing))

        let ferryMIME = Bench.best(of: 9) {
            for mime in mimeInputs { sink &+= UTType(mimeType: mime)!.identifier.utf8.count }
        } / Double(mimeInputs.count)
        let gioMIME = Bench.best(of: 9) {
            for mime in gioMIMETypes.pointers {
                let type = g_content_type_from_mime_type(mime)
                sink &+= type == nil ? 0 : 1
                g_free(type)
            }
        } / Double(mimeInputs.count)
        Bench.report("types lookup by MIME type vs GIO from_mime_type", ferry: ferryMIME, anchor: gioMIME, unit: "ns", work: .init(
            ferry: "UTType(mimeType:) on \(mimeInputs.count) MIME types (of \(mimeTypes.count))",
            anchor: "g_content_type_from_mime_type on the same MIME types as ready-made C strings; the same types",
            timing: timing))

        let ferryName = Bench.best(of: 9) {
            for name in nameInputs { sink &+= UTType(fileName: name)?.identifier.utf8.count ?? 0 }
        } / Double(nameInputs.count)
        let gioName = Bench.best(of: 9) {
            for name in gioNames.pointers { sink &+= gioGuessCount(name) }
        } / Double(nameInputs.count)
        Bench.report("types lookup by file name vs GIO guess(name)", ferry: ferryName, anchor: gioName, unit: "ns", work: .init(
            ferry: "UTType(fileName:) on \(nameInputs.count) file names (of \(names.count); GIO is unsure of the rest or types them differently)",
            anchor: "g_content_type_guess on the same names as ready-made C strings; the same types",
            timing: timing))

        // Python's mimetypes, timed inside Python, over the inputs where it gives Ferry's
        // answer, with the same warm-up and repetitions.
        if let answers = pythonAnswers(names: nameInputs, mimeTypes: mimeInputs) {
            let pythonNames = zip(nameInputs, answers.types).filter { name, type in
                type != nil && UTType(fileName: name)?.preferredMIMEType?.lowercased() == type?.lowercased()
            }.map(\.0)
            let pythonMIMEs = zip(mimeInputs, answers.extensions).filter { mime, ext in
                guard let ext, let type = UTType(mimeType: mime) else { return false }
                return type.preferredFilenameExtension?.lowercased() == ext.lowercased()
            }.map(\.0)
            if let python = pythonTimings(names: pythonNames, mimeTypes: pythonMIMEs) {
            let ferryPythonName = Bench.best(of: 9) {
                for name in pythonNames { sink &+= UTType(fileName: name)?.preferredMIMEType?.utf8.count ?? 0 }
            } / Double(pythonNames.count)
            let ferryPythonExtension = Bench.best(of: 9) {
                for mime in pythonMIMEs { sink &+= UTType(mimeType: mime)?.preferredFilenameExtension?.utf8.count ?? 0 }
            } / Double(pythonMIMEs.count)
            Bench.report("types file name to MIME type vs Python mimetypes.guess_type", ferry: ferryPythonName, anchor: python.guess,
                         unit: "ns", work: .init(
                            ferry: "UTType(fileName:)?.preferredMIMEType for \(pythonNames.count) names (of \(nameInputs.count); Python answers the rest differently)",
                            anchor: "mimetypes.guess_type(name)[0] for the same names: the same MIME types",
                            timing: timing))
            Bench.report("types MIME type to extension vs Python mimetypes.guess_extension", ferry: ferryPythonExtension,
                         anchor: python.extension, unit: "ns", work: .init(
                            ferry: "UTType(mimeType:)?.preferredFilenameExtension for \(pythonMIMEs.count) MIME types (of \(mimeInputs.count); Python answers the rest differently)",
                            anchor: "mimetypes.guess_extension(mime) for the same MIME types: the same extensions", timing: timing))
            } else {
                Bench.noRatio("types python", "Python's mimetypes could not be timed")
            }
        } else {
            Bench.noRatio("types python", "Python's mimetypes could not be run")
        }
        if sink == 42 { print("") }

        // Correctness: Ferry's answer for a name carries GIO's MIME type.
        var disagreements = 0
        for name in names {
            var uncertain: gboolean = 0
            guard let raw = g_content_type_guess(name, nil, 0, &uncertain) else { continue }
            defer { g_free(raw) }
            let gio = String(cString: raw)
            if uncertain != 0 { continue }
            let mimes = UTType(fileName: name)?.tags[.mimeType]?.map { $0.lowercased() } ?? []
            if !mimes.contains(gio.lowercased()) { disagreements += 1 }
        }
        if disagreements > 0 { correct = Bench.fail("types: \(disagreements) file names typed differently from GIO") }
        Bench.note("types agreement with GIO", "\(names.count - disagreements)/\(names.count) file names")
        return correct
    }

    /// GIO's type for a file name (nil when it is unsure).
    private static func gioGuess(_ name: String) -> String? {
        var uncertain: gboolean = 0
        guard let raw = g_content_type_guess(name, nil, 0, &uncertain) else { return nil }
        defer { g_free(raw) }
        return uncertain != 0 ? nil : String(cString: raw)
    }

    /// GIO's guess for a C string name, freed; 1 when it answered.
    @inline(__always)
    private static func gioGuessCount(_ name: UnsafePointer<CChar>) -> Int {
        var uncertain: gboolean = 0
        let type = g_content_type_guess(name, nil, 0, &uncertain)
        defer { g_free(type) }
        return type == nil ? 0 : 1
    }

    /// Whether GIO's type (a MIME type on Linux) is one of the Ferry type's MIME types.
    private static func agrees(gio: String?, ferry: UTType?) -> Bool {
        guard let gio, let ferry else { return false }
        return ferry.tags[.mimeType]?.contains { $0.lowercased() == gio.lowercased() } ?? false
    }

    /// C copies of strings, made before timing so that the anchor's loop converts nothing.
    private struct CStrings {
        let pointers: [UnsafePointer<CChar>]
        init(_ strings: [String]) { pointers = strings.map { UnsafePointer(strdup($0)!) } }
        func free() { for pointer in pointers { Glibc.free(UnsafeMutablePointer(mutating: pointer)) } }
    }

    /// The child: times the first lookup of a process, which loads the registry.
    static func runColdChild(_ which: String) -> Bool {
        let start = DispatchTime.now().uptimeNanoseconds
        switch which {
        case "ferry":
            guard UTType(mimeType: "video/mp4") != nil else { return false }
        default:
            let type = g_content_type_from_mime_type("video/mp4")
            g_free(type)
        }
        print(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return true
    }

    static func childSeconds(_ arguments: String...) -> Double? {
        let result = TransferBenchmark.runChild(executable: CommandLine.arguments[0], arguments)
        return result.status == 0 ? result.lines.last.flatMap(Double.init) : nil
    }

    /// File names made from every pattern in the machine's globs2 file, as GIO sees them.
    static func sampleFileNames() -> [String] {
        let text = (try? String(contentsOfFile: "/usr/share/mime/globs2", encoding: .utf8)) ?? ""
        var names: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { continue }
            let pattern = String(fields[2])
            if pattern.contains("[") { continue }
            names.append(pattern.replacingOccurrences(of: "*", with: "x"))
        }
        return Array(Set(names)).sorted()
    }

    /// Python's answers (`guess_type(name)[0]`, `guess_extension(mime)` without its dot)
    /// for the inputs, or nil when Python cannot run.
    static func pythonAnswers(names: [String], mimeTypes: [String]) -> (types: [String?], extensions: [String?])? {
        let script = """
        import json, mimetypes, sys
        names, mimes = json.load(open(sys.argv[1]))
        mimetypes.init()
        print(json.dumps([[mimetypes.guess_type(n)[0] for n in names], [(mimetypes.guess_extension(m) or ".")[1:] or None for m in mimes]]))
        """
        guard let line = runPython(script, names: names, mimeTypes: mimeTypes)?.last,
              let answers = try? JSONDecoder().decode([[String?]].self, from: Data(line.utf8)), answers.count == 2 else { return nil }
        return (answers[0], answers[1])
    }

    /// Python's times per lookup (one warm-up pass, then the best of 9, as Ferry's side).
    static func pythonTimings(names: [String], mimeTypes: [String]) -> (guess: Double, extension: Double)? {
        let script = """
        import json, mimetypes, sys, time
        names, mimes = json.load(open(sys.argv[1]))
        mimetypes.init()
        def best(f, items):
            timeit_once(f, items)  # warm-up, as Ferry's side gets
            t = min(timeit_once(f, items) for _ in range(9))
            return t / len(items)
        def timeit_once(f, items):
            s = time.perf_counter()
            for i in items: f(i)
            return time.perf_counter() - s
        print(best(mimetypes.guess_type, names))
        print(best(mimetypes.guess_extension, mimes))
        """
        guard let lines = runPython(script, names: names, mimeTypes: mimeTypes), lines.count >= 2,
              let guess = Double(lines[0]), let ext = Double(lines[1]) else { return nil }
        return (guess, ext)
    }

    private static func runPython(_ script: String, names: [String], mimeTypes: [String]) -> [String]? {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-bench-names-\(getpid()).json")
        guard let data = try? JSONEncoder().encode([names, mimeTypes]), (try? data.write(to: input)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: input) }
        let result = TransferBenchmark.runChild(executable: "/usr/bin/python3", ["-c", script, input.path])
        return result.status == 0 ? result.lines : nil
    }
}
