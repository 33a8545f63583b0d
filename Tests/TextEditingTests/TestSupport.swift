// SPDX-License-Identifier: Apache-2.0
import FerryTestSupport
@testable import TextEditing

/// Builds a change set from the compact notation that `ChangeSet.description` prints:
/// numbers are kept lengths, `d:i` replaces `d` units with `i` new ones (filled with
/// letters so the text is ASCII and every unit counts the same).
func changeSet(_ notation: String, unit: TextUnit = .scalar) throws -> ChangeSet {
    var replacements: [Replacement] = []
    var position = 0
    var letter = UInt8(ascii: "A")
    for part in notation.split(separator: " ") {
        let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
        if pieces.count == 1 {
            position += Int(pieces[0])!
        } else {
            let deleted = Int(pieces[0])!, inserted = Int(pieces[1])!
            let text = String(repeating: String(UnicodeScalar(letter)), count: inserted)
            letter = letter == UInt8(ascii: "Z") ? UInt8(ascii: "A") : letter + 1
            replacements.append(Replacement(from: position, to: position + deleted, with: text))
            position += deleted
        }
    }
    return try ChangeSet(replacements: replacements, length: position, unit: unit)
}

/// Pieces that make grapheme breaking interesting: combining marks, emoji with skin tone
/// modifiers and ZWJ, regional indicators, CR LF, Hangul jamo, and plain ASCII.
let trickyPieces: [String] = [
    "a", "b", "z", " ", "e", "\u{301}", "\u{308}", "👍", "🏽", "🇫", "🇷", "🇩", "🇪",
    "\r", "\n", "\u{200D}", "👩", "한", "\u{1100}", "\u{1161}", "ß", "中", "𝄞",
]

func randomText(length: Int, using generator: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<length { text += trickyPieces.randomElement(using: &generator)! }
    return text
}
