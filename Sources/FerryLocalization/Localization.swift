// SPDX-License-Identifier: Apache-2.0
import CGettext
#if canImport(Glibc)
import Glibc
#endif

/// Ferry's words in the user's language, through glibc's gettext: the text domain
/// `ferry`, its catalogues (`<dir>/<lang>/LC_MESSAGES/ferry.mo`) found beside the build or
/// under the install prefix, and positional placeholders (`%1$s`, `%2$d`) that
/// translations may reorder.
///
/// Every user-visible string goes through ``tr(_:_:)`` or ``trn(_:_:count:_:)`` with a
/// string literal, so `scripts/update-po` (xgettext, `-L C`, keywords `tr` and `trn:1,2`)
/// finds it; a msgid never interpolates (`"Deleted “%1$s”"`, not `"Deleted “\(text)”"`).
public enum Localization {
    /// The text domain of Ferry's catalogues (`ferry.mo`).
    public static let domain = "ferry"

    /// What a right-to-left language's catalogue says for the msgid `default:LTR` (GTK's own
    /// convention for telling a language's direction).
    public static let rightToLeftMarker = "default:RTL"

    /// Sets the process locale from the environment (`LANG`, `LC_*`, `LANGUAGE`) and binds
    /// the `ferry` domain to the first catalogue folder ``catalogueDirectory(executable:environment:)``
    /// finds. Call once, first thing in `main`. Returns the folder, or nil when there is
    /// none (then every string stays English).
    @discardableResult
    public static func setUp(environment: [String: String]) -> String? {
        setlocale(LC_ALL, "")
        guard let directory = catalogueDirectory(executable: executablePath(), environment: environment) else { return nil }
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        return directory
    }

    /// Binds another text domain (an app built on Ferry's `SwiftUI`, named after its
    /// executable) to the first catalogue folder found as for `ferry`'s, and sets the
    /// process locale. Returns the folder, or nil when there is none.
    @discardableResult
    public static func bind(domain other: String, environment: [String: String]) -> String? {
        setlocale(LC_ALL, "")
        guard let directory = catalogueDirectory(executable: executablePath(), environment: environment) else { return nil }
        bindtextdomain(other, directory)
        bind_textdomain_codeset(other, "UTF-8")
        return directory
    }

    /// `msgid`'s translation in the text domain `domain`, or `msgid` when it has none.
    public static func text(for msgid: String, domain other: String) -> String {
        msgid.withCString { String(cString: dgettext(other, $0)) }
    }

    /// Where the catalogues are: `$FERRY_LOCALEDIR`, else `locale/` beside the executable
    /// (the build tree, written by `scripts/build-locale`), else `../share/locale` from it
    /// (an install prefix: `$PREFIX/bin/ferry` reads `$PREFIX/share/locale`).
    public static func catalogueDirectory(executable: String?, environment: [String: String]) -> String? {
        if let explicit = environment["FERRY_LOCALEDIR"], !explicit.isEmpty { return explicit }
        guard let executable, let slash = executable.lastIndex(of: "/") else { return nil }
        let folder = String(executable[..<slash])
        for candidate in [folder + "/locale", folder + "/../share/locale"] where isDirectory(candidate) {
            return candidate
        }
        return nil
    }

    /// Whether the current language writes right to left (its catalogue says so through
    /// `default:LTR`).
    public static var isRightToLeft: Bool {
        // TRANSLATORS: write "default:RTL" if your language is written right to left, else "default:LTR".
        lookUp(dgettext_noop("default:LTR")) == rightToLeftMarker
    }

    /// `msgid` (or `plural` for `count`) in the language of `locale` (e.g. `ar_EG.UTF-8`),
    /// from the catalogues in `directory`, formatted with `arguments` as ``tr(_:_:)`` does.
    /// For tests and tools that compare with a catalogue without changing the process's
    /// language: the locale is set for the calling thread only, and only while this
    /// synchronous call runs (the `ferry` domain stays bound to `directory`). Nil when the
    /// locale is not installed.
    public static func translation(of msgid: String, plural: String? = nil, count: Int = 1, locale: String,
                                   catalogues directory: String, arguments: [any CustomStringConvertible] = []) -> String? {
        inLanguage(locale, catalogues: directory) {
            format(lookUp(msgid, plural: plural, count: count), arguments, isolating: isRightToLeft)
        }
    }

    /// What `body` returns when every ``tr(_:_:)`` and ``trn(_:_:count:_:)`` it makes
    /// speaks the language of `locale`, from the catalogues in `directory`: for tests of
    /// code that words things (a message built from several translated pieces). As
    /// ``translation(of:plural:count:locale:catalogues:arguments:)``, the locale is the
    /// calling thread's only, while `body` runs. Nil when the locale is not installed.
    public static func inLanguage<Result>(_ locale: String, catalogues directory: String, _ body: () throws -> Result) rethrows -> Result? {
        guard let thread = newlocale(LC_MESSAGES_MASK | LC_CTYPE_MASK, locale, nil) else { return nil }
        defer { freelocale(thread) }
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        let previous = uselocale(thread)
        defer { uselocale(previous) }
        return try body()
    }

    /// The catalogue's translation of `msgid` (or of its plural form for `count`), or the
    /// English given when the catalogue has none.
    static func lookUp(_ msgid: String, plural: String? = nil, count: Int = 1) -> String {
        // gettext returns its argument when there is no translation: the C strings must stay
        // alive until the result is copied.
        msgid.withCString { singular in
            guard let plural else { return String(cString: dgettext(domain, singular)) }
            return plural.withCString { String(cString: dngettext(domain, singular, $0, UInt(max(count, 0)))) }
        }
    }

    /// `template` with each `%N$s` / `%N$d` replaced by the Nth argument and `%%` by `%`.
    /// In a right-to-left language each argument is wrapped in Unicode's first-strong
    /// isolate (U+2068 … U+2069), so a Latin name or a path inside an Arabic sentence keeps
    /// its own direction and the sentence's punctuation stays where it belongs; and the text
    /// starts with a right-to-left mark (U+200F), because GTK takes a label's direction from
    /// its first strong letter without skipping isolates ("Collection: شكلان" would
    /// otherwise be laid out left to right).
    static func format(_ template: String, _ arguments: [any CustomStringConvertible], isolating: Bool) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var characters = template[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            var rest = characters[characters.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                characters = rest.dropFirst()
                continue
            }
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            rest = rest.dropFirst(digits.count)
            if let position = Int(digits), position >= 1, position <= arguments.count, rest.first == "$",
               let conversion = rest.dropFirst().first, conversion == "s" || conversion == "d" {
                let value = arguments[position - 1].description
                result += isolating ? "\u{2068}\(value)\u{2069}" : value
                characters = rest.dropFirst(2)
            } else {
                result += "%"
                characters = characters[characters.index(after: percent)...]
            }
        }
        result += characters
        return isolating ? "\u{200F}" + result : result
    }

    /// Marks a literal for xgettext (keyword `dgettext_noop`) without translating it.
    private static func dgettext_noop(_ msgid: String) -> String { msgid }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

/// `msgid` in the user's language, its `%1$s`-style placeholders replaced by `arguments`.
/// Pass a string literal: `scripts/update-po` extracts the calls' literals into
/// `po/ferry.pot`.
public func tr(_ msgid: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(Localization.lookUp(msgid.description), arguments, isolating: !arguments.isEmpty && Localization.isRightToLeft)
}

/// The form of `singular`/`plural` the user's language uses for `count` (`ngettext`:
/// Arabic has six, Japanese and Chinese one), its placeholders replaced by `arguments`.
public func trn(_ singular: StaticString, _ plural: StaticString, count: Int,
                _ arguments: any CustomStringConvertible...) -> String {
    Localization.format(Localization.lookUp(singular.description, plural: plural.description, count: count), arguments,
                        isolating: !arguments.isEmpty && Localization.isRightToLeft)
}
