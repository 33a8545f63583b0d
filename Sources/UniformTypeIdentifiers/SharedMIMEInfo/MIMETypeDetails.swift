// SPDX-License-Identifier: Apache-2.0
/// The descriptive part of one MIME type: what `<MIME>/<media>/<subtype>.xml` holds
/// (or the `<mime-type>` element of a package).
struct MIMETypeDetails: Sendable, Equatable {
    /// `xml:lang` value (empty for the untranslated text) → comment.
    var comments: [String: String] = [:]
    var acronym: String?
    var expandedAcronym: String?
    /// The globs in declaration order, with their original spelling; the first one is
    /// the type's main extension.
    var globs: [MIMEGlob] = []

    /// The comment for the first of `languages` that has one, else the untranslated one.
    func comment(preferring languages: [String]) -> String? {
        for language in languages {
            if let text = comments[language] { return text }
        }
        return comments[""]
    }

    /// The lookup keys for a locale name, most specific first, as GLib's
    /// `g_get_locale_variants` builds them, so `de_DE.UTF-8@euro` tries
    /// `de_DE.UTF-8@euro`, `de_DE@euro`, `de.UTF-8@euro`, `de@euro`, `de_DE.UTF-8`,
    /// `de_DE`, `de.UTF-8`, `de`. BCP 47 names (`pt-BR`) are accepted too.
    static func languageVariants(_ locale: String) -> [String] {
        var rest = Substring(locale)
        var modifier: Substring?
        var codeset: Substring?
        var territory: Substring?
        if let at = rest.firstIndex(of: "@") {
            modifier = rest[rest.index(after: at)...]
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") {
            codeset = rest[rest.index(after: dot)...]
            rest = rest[..<dot]
        }
        // BCP 47 writes the territory after a hyphen.
        rest = Substring(String(rest.map { $0 == "-" ? "_" : $0 }))
        if let underscore = rest.firstIndex(of: "_") {
            territory = rest[rest.index(after: underscore)...]
            rest = rest[..<underscore]
        }
        let language = String(rest)
        guard !language.isEmpty else { return [] }
        var variants: [String] = []
        for withModifier in [true, false] where withModifier == false || modifier != nil {
            for (withTerritory, withCodeset) in [(true, true), (true, false), (false, true), (false, false)] {
                if withTerritory && territory == nil { continue }
                if withCodeset && codeset == nil { continue }
                var name = language
                if withTerritory, let territory { name += "_" + territory }
                if withCodeset, let codeset { name += "." + codeset }
                if withModifier, let modifier { name += "@" + modifier }
                if !variants.contains(name) { variants.append(name) }
            }
        }
        return variants
    }
}
