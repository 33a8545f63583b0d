// SPDX-License-Identifier: Apache-2.0
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate behind `MIMEPackageParser`. Used on one thread for one parse.
final class MIMEPackageParserDelegate: NSObject, XMLParserDelegate {
    /// What the element being read is.
    private enum Frame {
        case mimeInfo
        case mimeType(String)
        case magic(MIMEPackageContents.Magic)
        case match(MIMEPackageContents.Match)
        case text(element: String, type: String, language: String, text: String)
        /// An element whose content does not matter (a `<glob>`, an unknown element…).
        case other
        /// An element whose whole subtree is ignored (`<treemagic>`, foreign namespace).
        case skipped
    }

    let file: String
    var contents: MIMEPackageContents
    let rootIsType: Bool
    private var frames: [Frame] = []
    private var failure: SharedMIMEDatabaseError?
    /// Where libxml2 first reported a syntax error.
    private var syntaxErrorPosition: (line: Int, column: Int)?
    private var sawRoot = false
    private weak var parser: XMLParser?

    init(file: String, contents: MIMEPackageContents, rootIsType: Bool) {
        self.file = file
        self.contents = contents
        self.rootIsType = rootIsType
    }

    func run(_ data: [UInt8]) throws(SharedMIMEDatabaseError) {
        let parser = XMLParser(data: Data(MIMEPackageParser.blankingDocumentType(data)))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        self.parser = parser
        let finished = parser.parse()
        if let failure { throw failure }
        if !finished || parser.parserError != nil || !sawRoot {
            let code = (parser.parserError as NSError?)?.code ?? 4
            let position = syntaxErrorPosition ?? (parser.lineNumber, parser.columnNumber)
            throw .malformedXML(file: file, line: position.line, column: position.column, reason: Self.describe(code))
        }
    }

    // MARK: Errors

    private func fail(_ reason: String) {
        guard failure == nil else { return }
        failure = .invalidPackage(file: file, line: parser?.lineNumber ?? 0, column: parser?.columnNumber ?? 0, reason: reason)
        parser?.abortParsing()
    }

    private static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "empty document"
        case 5: return "document ends too early (unclosed element)"
        case 9: return "invalid character"
        case 23: return "unterminated entity reference"
        case 26: return "undeclared entity"
        case 38, 39, 40, 41: return "malformed attribute"
        case 64: return "undeclared namespace prefix"
        case 73: return "'>' expected"
        case 76: return "closing tag does not match the open element"
        case 111: return "missing root element"
        default: return "XML syntax error (libxml2 code \(code))"
        }
    }

    // MARK: XMLParserDelegate

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if syntaxErrorPosition == nil { syntaxErrorPosition = (parser.lineNumber, parser.columnNumber) }
    }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        let inNamespace = namespaceURI == MIMEPackageParser.namespace
        guard let parent = frames.last else {
            // The document element.
            sawRoot = true
            let expected = rootIsType ? "mime-type" : "mime-info"
            guard inNamespace, element == expected else {
                return fail("root element is <\(qualifiedName ?? element)> in namespace \(namespaceURI ?? "none"); expected <\(expected)> in \(MIMEPackageParser.namespace)")
            }
            if rootIsType { startMimeType(attributes) } else { frames.append(.mimeInfo) }
            return
        }
        switch parent {
        case .skipped, .text:
            frames.append(.skipped)
        case .other:
            frames.append(.skipped)
        case .mimeInfo:
            guard inNamespace else { return frames.append(.skipped) }
            guard element == "mime-type" else { return fail("expected <mime-type>, found <\(element)>") }
            startMimeType(attributes)
        case .mimeType(let type):
            guard inNamespace else { return frames.append(.skipped) }
            startField(element, of: type, attributes)
        case .magic, .match:
            guard inNamespace, element == "match" else {
                return fail("expected <match> inside <magic>, found <\(qualifiedName ?? element)>")
            }
            if let match = parseMatch(attributes) { frames.append(.match(match)) }
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let frame = frames.popLast() else { return }
        switch frame {
        case .match(let match):
            switch frames.last {
            case .magic(var magic)?:
                magic.matches.append(match)
                frames[frames.count - 1] = .magic(magic)
            case .match(var outer)?:
                outer.children.append(match)
                frames[frames.count - 1] = .match(outer)
            default:
                break
            }
        case .magic(let magic):
            if magic.matches.isEmpty { return fail("<magic> element for \(magic.type) has no <match>") }
            contents.magic.append(magic)
        case let .text(element, type, language, text):
            switch element {
            case "comment": contents.details[type, default: MIMETypeDetails()].comments[language] = text
            case "acronym": contents.details[type, default: MIMETypeDetails()].acronym = text
            default: contents.details[type, default: MIMETypeDetails()].expandedAcronym = text
            }
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard case let .text(element, type, language, text)? = frames.last else { return }
        frames[frames.count - 1] = .text(element: element, type: type, language: language, text: text + string)
    }

    // MARK: Elements

    private func startMimeType(_ attributes: [String: String]) {
        guard let type = attributes["type"] else { return fail("<mime-type> has no 'type' attribute") }
        guard MIMEPackageParser.isValidTypeName(type) else { return fail("invalid MIME type name '\(type)'") }
        contents.declare(type)
        frames.append(.mimeType(type))
    }

    private func startField(_ element: String, of type: String, _ attributes: [String: String]) {
        switch element {
        case "glob":
            guard let pattern = attributes["pattern"], !pattern.isEmpty else {
                return fail("<glob> of \(type) has no 'pattern' attribute")
            }
            guard let weight = boundedInteger(attributes["weight"], default: 50) else {
                return fail("<glob> of \(type) has weight '\(attributes["weight"] ?? "")'; expected 0…100")
            }
            let caseSensitive = attributes["case-sensitive"] == "true"
            let stored = caseSensitive ? pattern : MIMEPackageParser.asciiLowercased(pattern)
            contents.globs.append(.init(type: type, pattern: stored, weight: weight, caseSensitive: caseSensitive))
            contents.details[type, default: MIMETypeDetails()].globs.append(MIMEGlob(pattern: pattern, weight: weight, caseSensitive: caseSensitive))
            frames.append(.other)
        case "glob-deleteall":
            contents.globs.append(.init(type: type, pattern: MIMECache.noGlobsMarker, weight: 0, caseSensitive: false, isDeleteAll: true))
            frames.append(.other)
        case "magic":
            guard let priority = boundedInteger(attributes["priority"], default: 50) else {
                return fail("<magic> of \(type) has priority '\(attributes["priority"] ?? "")'; expected 0…100")
            }
            frames.append(.magic(.init(type: type, priority: priority, matches: [])))
        case "magic-deleteall":
            let marker = MIMEPackageContents.Match(rangeStart: 0, rangeLength: 1, wordSize: 1, value: MIMECache.noMagicMarker, mask: nil, children: [])
            contents.magic.append(.init(type: type, priority: 0, matches: [marker], isDeleteAll: true))
            frames.append(.other)
        case "alias", "sub-class-of":
            guard let other = attributes["type"], MIMEPackageParser.isValidTypeName(other) else {
                return fail("<\(element)> of \(type) has a missing or invalid 'type' attribute")
            }
            if element == "alias" {
                contents.aliases[other] = type
            } else {
                contents.parents[type, default: []].append(other)
            }
            frames.append(.other)
        case "comment", "acronym", "expanded-acronym":
            frames.append(.text(element: element, type: type, language: attributes["xml:lang"] ?? "", text: ""))
        case "icon", "generic-icon":
            if let name = attributes["name"] {
                if element == "icon" { contents.icons[type] = name } else { contents.genericIcons[type] = name }
            }
            frames.append(.other)
        case "root-XML":
            guard let uri = attributes["namespaceURI"], let local = attributes["localName"] else {
                return fail("<root-XML> of \(type) needs 'namespaceURI' and 'localName' attributes")
            }
            guard !(uri.isEmpty && local.isEmpty) else { return fail("<root-XML> of \(type) has both attributes empty") }
            guard !(uri + local).contains(where: { $0 == " " || $0 == "\n" }) else {
                return fail("<root-XML> of \(type) has spaces or newlines in its attributes")
            }
            contents.namespaces[uri + " " + local] = type
            frames.append(.other)
        case "treemagic":
            frames.append(.skipped)
        default:
            frames.append(.other)
        }
    }

    /// Parses a `<match>` element's attributes (as `update-mime-database`'s
    /// `match_offset`, `match_word_size` and `match_value_and_mask` do).
    private func parseMatch(_ attributes: [String: String]) -> MIMEPackageContents.Match? {
        guard let kind = attributes["type"] else { fail("<match> has no 'type' attribute"); return nil }
        let byteCount: Int
        var wordSize = 1
        switch kind {
        case "string": byteCount = 0
        case "byte": byteCount = 1
        case "big16", "little16": byteCount = 2
        case "host16": byteCount = 2; wordSize = 2
        case "big32", "little32": byteCount = 4
        case "host32": byteCount = 4; wordSize = 4
        default: fail("unknown <match> type '\(kind)'"); return nil
        }
        guard let offset = attributes["offset"], !offset.isEmpty else { fail("<match> has no 'offset' attribute"); return nil }
        let bounds = offset.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let start = Int(bounds[0]), start >= 0, start <= Int(Int32.max) else {
            fail("<match> offset '\(offset)' is not a non-negative number"); return nil
        }
        var length = 1
        if bounds.count == 2 {
            guard let end = Int(bounds[1]), end >= start, end <= Int(Int32.max) else {
                fail("<match> offset range '\(offset)' is invalid"); return nil
            }
            length = end - start + 1
        }
        guard let valueText = attributes["value"], !valueText.isEmpty else { fail("<match> has no 'value' attribute"); return nil }
        var value: [UInt8]
        var mask: [UInt8]?
        if byteCount == 0 {
            value = MIMEPackageParser.unescape(valueText)
            if let maskText = attributes["mask"] {
                guard let parsed = MIMEPackageParser.stringMask(maskText, length: value.count) else {
                    fail("<match> string mask '\(maskText)' must be 0x followed by at most \(2 * value.count) hex digits"); return nil
                }
                mask = parsed
            }
        } else {
            let bigEndian = !kind.hasPrefix("little")
            guard let number = MIMEPackageParser.cInteger(valueText), number < (1 << (8 * byteCount)) else {
                fail("<match> value '\(valueText)' is not a number that fits in \(byteCount) byte(s)"); return nil
            }
            value = MIMEPackageParser.bytes(of: number, count: byteCount, bigEndian: bigEndian)
            if let maskText = attributes["mask"] {
                guard let number = MIMEPackageParser.cInteger(maskText), number < (1 << (8 * byteCount)) else {
                    fail("<match> mask '\(maskText)' is not a number that fits in \(byteCount) byte(s)"); return nil
                }
                mask = MIMEPackageParser.bytes(of: number, count: byteCount, bigEndian: bigEndian)
            }
        }
        return .init(rangeStart: start, rangeLength: length, wordSize: wordSize, value: value, mask: mask, children: [])
    }

    // MARK: Value syntax

    /// An integer attribute in 0…100, `default` when absent, `nil` when invalid.
    private func boundedInteger(_ text: String?, default fallback: Int) -> Int? {
        guard let text else { return fallback }
        guard let value = Int(text), (0...100).contains(value) else { return nil }
        return value
    }

}
