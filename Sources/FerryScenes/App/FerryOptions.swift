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
    /// Pages domain (see the README's "Installing Ferry").
    public var applicationID = "io.github.ferryswift.Ferry"

    /// What `--help` prints.
    public static let usage = """
    usage: ferry [--title T] [--page shapes|labels|filter|profiles|sources] [--developer]
                 [--large] [--log] [--timings] [--app-id ID]
           ferry --screenshots DIR     write a PNG of every page into DIR, then quit
           ferry --benchmark           measure first frame, filter keystrokes and a large drop, then quit
           ferry --benchmark-csv-import FILE   import FILE into the profiles, print its time and main-loop gaps, then quit
    """

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
            default: return .failure(.unknownOption(argument))
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

    public var description: String {
        switch self {
        case .helpRequested: FerryOptions.usage
        case .unknownOption(let option): "unknown option \(option)\n\(FerryOptions.usage)"
        case .missingValue(let flag): "\(flag) needs a value"
        case .unknownPage(let page): "no page called \(page) (shapes, labels, filter, profiles, sources)"
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
