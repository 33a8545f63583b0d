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
            Bench.report("types cold load (first lookup in a fresh process)", ferry: ferryCold, anchor: gioCold)
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

        // Ferry
        let ferryExtension = Bench.best(of: 9) {
            for ext in extensions { sink &+= UTType(filenameExtension: ext)!.identifier.utf8.count }
        } / Double(extensions.count)
        let ferryMIME = Bench.best(of: 9) {
            for mime in mimeTypes { sink &+= UTType(mimeType: mime)!.identifier.utf8.count }
        } / Double(mimeTypes.count)
        let ferryName = Bench.best(of: 9) {
            for name in names { sink &+= UTType(fileName: name)?.identifier.utf8.count ?? 0 }
        } / Double(names.count)

        // GIO, through its C API
        let gioMIME = Bench.best(of: 9) {
            for mime in mimeTypes {
                let type = g_content_type_from_mime_type(mime)
                sink &+= type == nil ? 0 : 1
                g_free(type)
            }
        } / Double(mimeTypes.count)
        let gioName = Bench.best(of: 9) {
            for name in names {
                var uncertain: gboolean = 0
                let type = g_content_type_guess(name, nil, 0, &uncertain)
                sink &+= type == nil ? 0 : 1
                g_free(type)
            }
        } / Double(names.count)
        let gioExtension = Bench.best(of: 9) {
            for ext in extensions {
                var uncertain: gboolean = 0
                let type = g_content_type_guess("x." + ext, nil, 0, &uncertain)
                sink &+= type == nil ? 0 : 1
                g_free(type)
            }
        } / Double(extensions.count)

        Bench.report("types lookup by extension vs GIO guess(\"x.ext\")", ferry: ferryExtension, anchor: gioExtension, unit: "ns")
        Bench.report("types lookup by MIME type vs GIO from_mime_type", ferry: ferryMIME, anchor: gioMIME, unit: "ns")
        Bench.report("types lookup by file name vs GIO guess(name)", ferry: ferryName, anchor: gioName, unit: "ns")

        // Python's mimetypes, timed inside Python over the same inputs.
        if let python = pythonTimings(names: names, mimeTypes: mimeTypes) {
            Bench.report("types lookup by file name vs Python mimetypes.guess_type", ferry: ferryName, anchor: python.guess, unit: "ns")
            Bench.report("types lookup by MIME type vs Python mimetypes.guess_extension", ferry: ferryMIME, anchor: python.extension, unit: "ns")
        } else {
            Bench.note("types python", "Python's mimetypes could not be run; no figure")
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

    static func pythonTimings(names: [String], mimeTypes: [String]) -> (guess: Double, extension: Double)? {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-bench-names-\(getpid()).json")
        guard let data = try? JSONEncoder().encode([names, mimeTypes]), (try? data.write(to: input)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: input) }
        let script = """
        import json, mimetypes, sys, time
        names, mimes = json.load(open(sys.argv[1]))
        mimetypes.init()
        def best(f, items):
            t = min(timeit_once(f, items) for _ in range(9))
            return t / len(items)
        def timeit_once(f, items):
            s = time.perf_counter()
            for i in items: f(i)
            return time.perf_counter() - s
        print(best(mimetypes.guess_type, names))
        print(best(mimetypes.guess_extension, mimes))
        """
        let result = TransferBenchmark.runChild(executable: "/usr/bin/python3", ["-c", script, input.path])
        guard result.status == 0, result.lines.count >= 2, let guess = Double(result.lines[0]), let ext = Double(result.lines[1]) else { return nil }
        return (guess, ext)
    }
}
