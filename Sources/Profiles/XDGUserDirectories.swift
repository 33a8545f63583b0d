// SPDX-License-Identifier: Apache-2.0
/// Reads `user-dirs.dirs`, the file in which xdg-user-dirs records the user's special
/// folders (`XDG_VIDEOS_DIR="$HOME/Videos"`), the way GLib's `g_get_user_special_dir`
/// does: one `XDG_NAME_DIR="value"` assignment a line, `#` comments, a value that is
/// either absolute or starts with `$HOME`, and `\` escaping the next character.
public enum XDGUserDirectories {
    /// The folders the file assigns, by variable name (`"XDG_VIDEOS_DIR"`), as absolute
    /// paths. Lines that do not follow the format are skipped; a later assignment wins.
    public static func parse(_ text: String, home: String) -> [String: String] {
        var folders: [String: String] = [:]
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine).drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("XDG_") else { continue }
            let name = line.prefix { $0 != "=" && $0 != " " && $0 != "\t" }
            guard name.hasSuffix("_DIR"), name.count > "XDG__DIR".count else { continue }
            line = line.dropFirst(name.count).drop { $0 == " " || $0 == "\t" }
            guard line.first == "=" else { continue }
            line = line.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard line.first == "\"" else { continue }
            line = line.dropFirst()
            var relativeToHome = false
            if line.hasPrefix("$HOME") {
                relativeToHome = true
                line = line.dropFirst(5)
                if line.first == "/" {
                    line = line.dropFirst()
                } else if line.first != "\"" {
                    continue // "$HOMEfoo" is not a folder under home.
                }
            } else if line.first != "/" {
                continue
            }
            var value = ""
            var closed = false
            var iterator = line.makeIterator()
            while let character = iterator.next() {
                if character == "\"" {
                    closed = true
                    break
                }
                if character == "\\", let escaped = iterator.next() {
                    value.append(escaped)
                } else {
                    value.append(character)
                }
            }
            guard closed else { continue }
            if relativeToHome {
                let base = home.hasSuffix("/") ? String(home.dropLast()) : home
                value = value.isEmpty ? base : base + "/" + value
            }
            folders[String(name)] = value
        }
        return folders
    }
}
