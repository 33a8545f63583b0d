// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Ferry's command line (and the environment variables that stand in for flags).
public struct FerryOptions: Sendable, Equatable {
    /// The defaults: no flags given.
    public init() {}

    /// The first window's title (tests find windows by title).
    public var title = "Ferry"
    /// The page shown first: shapes, labels, filter, profiles or sources.
    public var page: String?
    /// Shows the developer menu (`--developer` or `FERRY_DEVELOPER=1`).
    public var developer = false
    /// Writes the event log (`--log` or `FERRY_LOG=1`).
    public var log = false
    /// Writes timing lines (`--timings` or `FERRY_TIMINGS=1`).
    public var timings = false
    /// Runs the built-in timing run (first frame, filter keystrokes at 100,000 rows, a
    /// 10,000-item drop), prints the figures and quits.
    public var benchmark = false
    /// Imports this CSV file on the Profiles page as a drop does, prints the import's time
    /// and how long the main loop went without running meanwhile, then quits.
    public var csvImportTimingFile: String?
    /// Shows every page in turn, writes a PNG of each into this folder, then quits.
    public var screenshotFolder: String?
    /// Starts the Filter page in its large-collection mode.
    public var largeCollection = false
    /// The application id. One process runs per id: a second launch with the same id
    /// opens a window in the first. `io.github.ferryswift` is the project's GitHub
    /// Pages domain (see docs/installing.md).
    public var applicationID = "io.github.ferryswift.Ferry"

    /// Files to open, as given (`ferry FILE…`, or the `file://` URIs Files passes through
    /// the desktop entry's `%U`): profiles (`.ferryprofile`) and CSV archives, added to the
    /// profile store as a drop on the list adds them. ``fileURL(_:workingDirectory:)``
    /// makes each a URL.
    public var files: [String] = []

    /// What `--help` prints, in the user's language (the flags themselves stay as typed).
    public static var usage: String {
        [tr("usage:") + " ferry [--title T] [--page shapes|labels|filter|profiles|sources] [--developer]",
         "             [--large] [--log] [--timings] [--app-id ID] [FILE…]",
         "       ferry FILE…                  " + tr("add the profiles in FILE (.ferryprofile or CSV) to the profile list"),
         "       ferry --screenshots DIR      " + tr("write a PNG of every page into DIR, then quit"),
         "       ferry --benchmark            " + tr("measure first frame, filter keystrokes and a large drop, then quit"),
         "       ferry --benchmark-csv-import FILE   " + tr("import FILE into the profiles, print its time and main-loop gaps, then quit"),
        ].joined(separator: "\n")
    }

    /// The file a ``files`` entry names: a `file://` URI as such, a path relative to
    /// `workingDirectory` (the launching process's: a second launch is handled by the
    /// first process, which has a directory of its own).
    public static func fileURL(_ argument: String, workingDirectory: String) -> URL {
        if argument.hasPrefix("file://"), let url = URL(string: argument), url.isFileURL { return url.standardizedFileURL }
        if argument.hasPrefix("/") { return URL(fileURLWithPath: argument).standardizedFileURL }
        return URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).standardizedFileURL.absoluteURL
    }

    /// Whether this is a run that does its work and quits (screenshots, a timing run):
    /// such a run is a process of its own, never a window of a running Ferry.
    public var quitsWhenDone: Bool { screenshotFolder != nil || benchmark || csvImportTimingFile != nil }

    /// Parses `arguments` (the program name first) and `environment`.
    public static func parse(_ arguments: [String], environment: [String: String]) -> Result<FerryOptions, FerryOptionsError> {
        var options = FerryOptions()
        options.developer = environment["FERRY_DEVELOPER"] == "1"
        options.log = environment["FERRY_LOG"] == "1"
        options.timings = environment["FERRY_TIMINGS"] == "1"
        var remaining = arguments.dropFirst()[...]
        while let argument = remaining.popFirst() {
            func value() -> String? { remaining.popFirst() }
            switch argument {
            case "--title":
                guard let title = value() else { return .failure(.missingValue(flag: argument)) }
                options.title = title
            case "--page":
                guard let page = value() else { return .failure(.missingValue(flag: argument)) }
                guard FerryWindowPage(rawValue: page) != nil else { return .failure(.unknownPage(page)) }
                options.page = page
            case "--app-id":
                guard let id = value() else { return .failure(.missingValue(flag: argument)) }
                options.applicationID = id
            case "--screenshots":
                guard let folder = value() else { return .failure(.missingValue(flag: argument)) }
                options.screenshotFolder = folder
            case "--benchmark-csv-import":
                guard let file = value() else { return .failure(.missingValue(flag: argument)) }
                options.csvImportTimingFile = file
                options.timings = true
            case "--developer": options.developer = true
            case "--log": options.log = true
            case "--timings": options.timings = true
            case "--benchmark": options.benchmark = true; options.timings = true
            case "--large": options.largeCollection = true
            case "--help", "-h": return .failure(.helpRequested)
            case "--": options.files += remaining; remaining = []
            default:
                if argument.hasPrefix("-") { return .failure(.unknownOption(argument)) }
                // Only local files: a desktop that passes another URI (https://…) is told so.
                if argument.contains("://") && !argument.hasPrefix("file://") { return .failure(.notAFile(argument)) }
                options.files.append(argument)
            }
        }
        return .success(options)
    }
}

/// Why the command line could not be used.
public enum FerryOptionsError: Error, Equatable, CustomStringConvertible {
    /// `--help` was given.
    case helpRequested
    /// An option Ferry does not know.
    case unknownOption(String)
    /// An option given without its value.
    case missingValue(flag: String)
    /// `--page` named no page.
    case unknownPage(String)
    /// A URI that names no local file (Ferry opens files only).
    case notAFile(String)

    /// What is wrong, in the user's language.
    public var description: String {
        switch self {
        case .helpRequested: FerryOptions.usage
        case .unknownOption(let option): tr("unknown option %1$s", option) + "\n" + FerryOptions.usage
        case .missingValue(let flag): tr("%1$s needs a value", flag)
        case .unknownPage(let page): tr("no page called %1$s (shapes, labels, filter, profiles, sources)", page)
        case .notAFile(let uri): tr("%1$s is not a local file; Ferry opens only files", uri)
        }
    }
}

/// The pages of a Ferry window, one per SPEC scene, in display order.
public enum FerryWindowPage: String, CaseIterable, Sendable {
    case shapes, labels, filter, profiles, sources

    /// The page's title in the view switcher.
    public var title: String {
        switch self {
        case .shapes: tr("Shapes")
        case .labels: tr("Labels")
        case .filter: tr("Filter")
        case .profiles: tr("Profiles")
        case .sources: tr("Drag Sources")
        }
    }

    /// The page's icon in the view switcher.
    public var iconName: String {
        switch self {
        case .shapes: "view-grid-symbolic"
        case .labels: "document-edit-symbolic"
        case .filter: "system-search-symbolic"
        case .profiles: "avatar-default-symbolic"
        case .sources: "edit-copy-symbolic"
        }
    }
}
