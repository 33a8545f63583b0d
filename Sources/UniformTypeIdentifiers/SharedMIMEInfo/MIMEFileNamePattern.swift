// SPDX-License-Identifier: Apache-2.0
/// `fnmatch(3)` with flags 0, as GIO calls it for glob patterns, over Unicode scalars
/// (what glibc does in a UTF-8 locale):
///
/// - `*` matches any run of characters, including `/` and a leading `.`;
/// - `?` matches one character;
/// - `[…]` matches one character of a set: `!` or `^` first negates, `]` first is
///   literal, `a-z` ranges (by code point), `[:alpha:]`-style classes, `[=c=]` and
///   `[.c.]` stand for `c`, and `\` escapes; an unterminated `[` is a literal `[`;
/// - `\c` matches `c` literally; a trailing lone `\` matches nothing.
enum MIMEFileNamePattern {
    /// Whether `name` matches `pattern`. Both are integer-indexed views of characters:
    /// arrays, a pattern stored with others in one buffer, the bytes of an ASCII name seen
    /// as scalars.
    static func matches<Pattern: RandomAccessCollection, Name: RandomAccessCollection>(_ pattern: Pattern, _ name: Name) -> Bool
    where Pattern.Element == Unicode.Scalar, Pattern.Indices == Range<Int>, Name.Element == Unicode.Scalar, Name.Indices == Range<Int> {
        var patternIndex = pattern.startIndex
        var nameIndex = name.startIndex
        let nameEnd = name.endIndex
        // Where to resume after the most recent `*` if the rest fails to match.
        var starPattern = -1
        var starName = nameIndex
        while true {
            if patternIndex < pattern.endIndex {
                let character = pattern[patternIndex]
                switch character {
                case "*":
                    // Collapse runs of stars; remember where to retry.
                    while patternIndex < pattern.endIndex && pattern[patternIndex] == "*" { patternIndex += 1 }
                    if patternIndex == pattern.endIndex { return true }
                    starPattern = patternIndex
                    starName = nameIndex
                    continue
                case "?":
                    if nameIndex < nameEnd {
                        patternIndex += 1
                        nameIndex += 1
                        continue
                    }
                case "[":
                    if nameIndex < nameEnd {
                        switch matchBracket(pattern, at: patternIndex, name[nameIndex]) {
                        case .matched(let next):
                            patternIndex = next
                            nameIndex += 1
                            continue
                        case .notMatched:
                            break
                        case .unterminated:
                            if name[nameIndex] == "[" {
                                patternIndex += 1
                                nameIndex += 1
                                continue
                            }
                        }
                    }
                case "\\":
                    if patternIndex + 1 == pattern.endIndex { return false }
                    if nameIndex < nameEnd && name[nameIndex] == pattern[patternIndex + 1] {
                        patternIndex += 2
                        nameIndex += 1
                        continue
                    }
                default:
                    if nameIndex < nameEnd && name[nameIndex] == character {
                        patternIndex += 1
                        nameIndex += 1
                        continue
                    }
                }
            } else if nameIndex == nameEnd {
                return true
            }
            // Mismatch: let the last `*` swallow one more character, if there is one.
            guard starPattern >= 0, starName < nameEnd else { return false }
            starName += 1
            patternIndex = starPattern
            nameIndex = starName
        }
    }

    private enum BracketResult {
        case matched(next: Int)
        case notMatched
        case unterminated
    }

    /// Parses the bracket expression opening at `start` and tests `character` against it.
    private static func matchBracket<Pattern: RandomAccessCollection>(_ pattern: Pattern, at start: Int, _ character: Unicode.Scalar) -> BracketResult
    where Pattern.Element == Unicode.Scalar, Pattern.Indices == Range<Int> {
        var index = start + 1
        var negated = false
        if index < pattern.endIndex && (pattern[index] == "!" || pattern[index] == "^") {
            negated = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.endIndex {
            var low = pattern[index]
            if low == "]" && !first {
                return matched != negated ? .matched(next: index + 1) : .notMatched
            }
            first = false
            if low == "[" && index + 1 < pattern.endIndex && ":=.".unicodeScalars.contains(pattern[index + 1]) {
                let delimiter = pattern[index + 1]
                guard let close = findClose(pattern, from: index + 2, delimiter) else { return .unterminated }
                let content = String(String.UnicodeScalarView(pattern[(index + 2)..<close]))
                index = close + 2
                if delimiter == ":" {
                    guard let test = characterClass(content) else { return .notMatched }
                    if test(character) { matched = true }
                    continue
                }
                // [=c=] and [.c.]: one character (multi-character collating elements
                // do not exist in the C/UTF-8 locales GIO runs in).
                guard content.unicodeScalars.count == 1, let single = content.unicodeScalars.first else { return .notMatched }
                low = single
            } else if low == "\\" {
                index += 1
                guard index < pattern.endIndex else { return .unterminated }
                low = pattern[index]
                index += 1
            } else {
                index += 1
            }
            // A range `low-high`, unless the `-` is the last character before `]`.
            if index + 1 < pattern.endIndex && pattern[index] == "-" && pattern[index + 1] != "]" {
                var high = pattern[index + 1]
                index += 2
                if high == "\\" {
                    guard index < pattern.endIndex else { return .unterminated }
                    high = pattern[index]
                    index += 1
                }
                if low.value <= character.value && character.value <= high.value { matched = true }
            } else if low == character {
                matched = true
            }
        }
        return .unterminated
    }

    /// The index of `delimiter` followed by `]`, searching from `from`.
    private static func findClose<Pattern: RandomAccessCollection>(_ pattern: Pattern, from: Int, _ delimiter: Unicode.Scalar) -> Int?
    where Pattern.Element == Unicode.Scalar, Pattern.Indices == Range<Int> {
        var index = from
        while index + 1 < pattern.endIndex {
            if pattern[index] == delimiter && pattern[index + 1] == "]" { return index }
            index += 1
        }
        return nil
    }

    /// The POSIX character classes.
    private static func characterClass(_ name: String) -> ((Unicode.Scalar) -> Bool)? {
        switch name {
        case "alnum": return { $0.properties.isAlphabetic || $0.properties.numericType == .decimal }
        case "alpha": return { $0.properties.isAlphabetic }
        case "blank": return { $0 == " " || $0 == "\t" }
        case "cntrl": return { $0.value < 0x20 || $0.value == 0x7F }
        case "digit": return { ("0"..."9").contains($0) }
        case "graph": return { $0.value > 0x20 && $0.value != 0x7F && !$0.properties.isWhitespace }
        case "lower": return { $0.properties.isLowercase }
        case "print": return { $0.value >= 0x20 && $0.value != 0x7F }
        case "punct": return { $0.isASCII ? ("!"..."/").contains($0) || (":"..."@").contains($0) || ("["..."`").contains($0) || ("{"..."~").contains($0) : $0.properties.generalCategory.isPunctuation }
        case "space": return { $0.properties.isWhitespace }
        case "upper": return { $0.properties.isUppercase }
        case "xdigit": return { ("0"..."9").contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        default: return nil
        }
    }
}

private extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
