// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Where an installed Ferry keeps its files: `make install` puts the executable in
/// `<prefix>/bin` and its data in `<prefix>/share/ferry`, so each is found from the
/// other, whatever the prefix.
enum FerryInstallation {
    /// The project's home page (also the AppStream metainfo's).
    static let homepage = "https://github.com/ferryswift/ferry"

    /// `<prefix>/share/ferry` beside the running executable's `<prefix>/bin`, when it exists.
    static var dataFolder: URL? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/ferry")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    /// What Help opens: the installed user guide (docs/user-guide.md's "Using the Ferry
    /// app" section, copied by `make install`) or, from a build folder, that file online.
    static func userGuideURI(dataFolder: URL? = dataFolder) -> String {
        if let guide = dataFolder?.appendingPathComponent("help/user-guide.md"), FileManager.default.fileExists(atPath: guide.path) {
            return guide.absoluteString
        }
        return homepage + "/blob/main/docs/user-guide.md"
    }
}
