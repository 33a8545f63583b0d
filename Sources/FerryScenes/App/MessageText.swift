// SPDX-License-Identifier: Apache-2.0
/// A message made to fit a line of limited width, the way GNOME apps show long paths:
/// the middle of a path gives way first ("/tmp/…/people.csv"), then the middle of the
/// message. The full message stays available (a toast's "Details" shows it).
public enum MessageText {
    /// How many characters a toast's one line holds in a Ferry window (about 600 points
    /// of 11-point text); a message this long or shorter is shown whole.
    public static let toastLength = 80

    /// `message` shortened to at most `maximumLength` characters: each path-like word (one
    /// with a `/`), longest first, becomes its first folder and its file name
    /// ("/tmp/…/people.csv"); if that is not enough, the message loses its middle.
    /// Unchanged when it fits.
    public static func shortened(_ message: String, maximumLength: Int = toastLength) -> String {
        let limit = max(maximumLength, 5)
        guard message.count > limit else { return message }
        var words = message.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var length = message.count
        let paths = words.indices.filter { words[$0].contains("/") }.sorted { words[$0].count > words[$1].count }
        for index in paths where length > limit {
            let short = shortenedPath(words[index])
            length -= words[index].count - short.count
            words[index] = short
        }
        let joined = words.joined(separator: " ")
        return joined.count > limit ? middleShortened(joined, to: limit) : joined
    }

    /// A path as its first folder, "…" and its last component, when that is shorter.
    static func shortenedPath(_ path: String) -> String {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 3 else { return path }
        let short = [components[0], components[1], "…", components[components.count - 1]].joined(separator: "/")
        return short.count < path.count ? short : path
    }

    /// `text` as `count` characters: its start and end with "…" between, the end (a file
    /// name, the reason) getting the larger share.
    static func middleShortened(_ text: String, to count: Int) -> String {
        guard text.count > count else { return text }
        let kept = max(count - 1, 0)
        let head = kept * 2 / 5
        let tail = kept - head
        return String(text.prefix(head)) + "…" + String(text.suffix(tail))
    }
}
