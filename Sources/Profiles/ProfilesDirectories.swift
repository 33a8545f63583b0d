// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Where the profiles page keeps its files, after the XDG base directory and user
/// directory specifications.
///
/// - Store and portraits: under the data folder, `$XDG_DATA_HOME/ferry` (by default
///   `~/.local/share/ferry`): `profiles.sqlite` and `portraits/`.
/// - Videos: `Ferry` inside the user's videos folder, `XDG_VIDEOS_DIR`, taken from the
///   environment or else from `$XDG_CONFIG_HOME/user-dirs.dirs` (by default
///   `~/.config/user-dirs.dirs`). Without one, or when it is the home folder itself
///   (which xdg-user-dirs uses to mean "disabled"), `videos/` in the data folder.
///
/// Relative values of the variables are ignored, as the specification says.
public struct ProfilesDirectories: Sendable, Hashable {
    /// `$XDG_DATA_HOME/ferry`.
    public var dataFolder: URL
    /// Where imported videos are copied.
    public var videosFolder: URL
    /// Where dropped portraits are copied.
    public var portraitsFolder: URL

    /// The profile store's database file.
    public var storeURL: URL { dataFolder.appendingPathComponent("profiles.sqlite") }

    /// Folders given explicitly (tests, or an app with its own layout).
    public init(dataFolder: URL, videosFolder: URL, portraitsFolder: URL) {
        self.dataFolder = dataFolder
        self.videosFolder = videosFolder
        self.portraitsFolder = portraitsFolder
    }

    /// The folders for this user, from `environment` and the user-dirs file.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProfilesDirectories {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        let dataHome = absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
        let dataFolder = URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("ferry", isDirectory: true)
        var videosBase = absolute(environment["XDG_VIDEOS_DIR"])
        if videosBase == nil {
            let configHome = absolute(environment["XDG_CONFIG_HOME"]) ?? home + "/.config"
            if let text = try? String(contentsOfFile: configHome + "/user-dirs.dirs", encoding: .utf8) {
                videosBase = XDGUserDirectories.parse(text, home: home)["XDG_VIDEOS_DIR"]
            }
        }
        let videosFolder: URL
        if let videosBase, standardized(videosBase) != standardized(home) {
            videosFolder = URL(fileURLWithPath: videosBase, isDirectory: true).appendingPathComponent("Ferry", isDirectory: true)
        } else {
            videosFolder = dataFolder.appendingPathComponent("videos", isDirectory: true)
        }
        return ProfilesDirectories(
            dataFolder: dataFolder,
            videosFolder: videosFolder,
            portraitsFolder: dataFolder.appendingPathComponent("portraits", isDirectory: true))
    }

    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
