// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// A profile's file URL, kept as the text it was read from until someone asks for the
/// `URL`, which Foundation then parses once.
///
/// Parsing a URL costs Foundation about 300 ns, a quarter of decoding a whole profile
/// from CSV, and most decoded profiles never have their files looked at. Text is deferred
/// only when it is plainly a URL Foundation accepts (see ``PlainURLText``), so reading
/// still rejects every bad URL at once with its line and column; anything else is parsed
/// straight away. Equality and hashing go through the parsed `URL`, so they mean exactly
/// what they meant for a stored `URL`.
struct DeferredURL: Hashable, Sendable {
    private let storage: Storage

    private enum Storage: Sendable {
        case parsed(URL)
        case text(TextBox)
    }

    /// Text and, once parsed, its URL. A class so that the parse happens once for all
    /// copies of a profile.
    private final class TextBox: Sendable {
        let text: String
        let parsed = Mutex<URL?>(nil)

        init(text: String) {
            self.text = text
        }

        var url: URL {
            parsed.withLock { parsed in
                if let parsed { return parsed }
                // `PlainURLText` only lets through text Foundation parses, with a scheme.
                guard let url = URL(string: text) else { preconditionFailure("\(text) was taken for a plain URL") }
                parsed = url
                return url
            }
        }
    }

    /// A URL parsed already.
    init(_ url: URL) {
        storage = .parsed(url)
    }

    /// The URL Foundation reads from `text`, which ``PlainURLText/isPlain(_:)`` accepted.
    init(plainText text: String) {
        storage = .text(TextBox(text: text))
    }

    var url: URL {
        switch storage {
        case .parsed(let url): url
        case .text(let box): box.url
        }
    }

    /// The URL's absolute text, without parsing text kept unparsed (Foundation reads
    /// plain URL text unchanged, so it is that text).
    var absoluteText: String {
        switch storage {
        case .parsed(let url): url.absoluteString
        case .text(let box): box.text
        }
    }

    static func == (lhs: DeferredURL, rhs: DeferredURL) -> Bool {
        lhs.url == rhs.url
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(url)
    }
}
