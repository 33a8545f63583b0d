// SPDX-License-Identifier: Apache-2.0
import FerryLocalization
import Foundation

/// The key for a localized string resource: a string literal, with interpolations.
///
/// The key is looked up in the app's gettext catalogue (the text domain named after the
/// executable); interpolated values become `%@` or `%lld` placeholders in the key, as in
/// Apple's string catalogues, and are put back into the translation in order (or by
/// position, `%2$@`).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key with its placeholders.
    let key: String
    /// The interpolated values, formatted.
    let arguments: [String]

    /// Creates a localized string key from the given string value.
    public init(_ value: String) {
        key = value
        arguments = []
    }

    /// Initializes a localized string key with a string literal value.
    public init(stringLiteral value: String) { self.init(value) }

    /// Creates a localized string key from the given string interpolation.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// Represents the contents of a string literal with interpolations while it's being
    /// built, for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [String] = []

        /// Creates an empty instance ready to be filled with string literal content.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal string segment to a string interpolation.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// Appends a string to a string interpolation.
        public mutating func appendInterpolation(_ string: String) {
            key += "%@"
            arguments.append(string)
        }

        /// Appends an integer to a string interpolation.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            key += "%lld"
            arguments.append(String(value))
        }

        /// Appends a floating-point value to a string interpolation.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            key += "%lf"
            arguments.append(String(Double(value)))
        }

        /// Appends the description of a value to a string interpolation.
        public mutating func appendInterpolation<T>(_ value: T) {
            key += "%@"
            arguments.append(String(describing: value))
        }
    }

    /// The text in the user's language.
    var resolved: String {
        Self.format(AppCatalogue.lookUp(key), arguments)
    }

    /// `template` with its `%@`, `%lld`, `%d`, `%lf` placeholders (or positional `%1$@`)
    /// replaced by `arguments`, and `%%` by `%`.
    static func format(_ template: String, _ arguments: [String]) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var next = 0
        var rest = template[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                result += "%"
                rest = after.dropFirst()
                continue
            }
            var index = next
            let digits = after.prefix(while: { $0.isASCII && $0.isNumber })
            if !digits.isEmpty, after.dropFirst(digits.count).first == "$", let position = Int(digits) {
                index = position - 1
                after = after.dropFirst(digits.count + 1)
            } else {
                next += 1
            }
            let specifier = after.prefix(while: { "l".contains($0) })
            after = after.dropFirst(specifier.count)
            guard let conversion = after.first, "@dfis".contains(conversion) else {
                result += "%"
                rest = rest[rest.index(after: percent)...]
                continue
            }
            result += index >= 0 && index < arguments.count ? arguments[index] : ""
            rest = after.dropFirst()
        }
        return result + rest
    }
}

/// The app's own gettext catalogue: the text domain named after the executable, found as
/// Ferry's is (`$FERRY_LOCALEDIR`, `locale/` beside the executable, `../share/locale`).
enum AppCatalogue {
    nonisolated(unsafe) private static var domain: String?

    /// Binds the app's text domain; run once as the app starts.
    static func setUp() {
        let executable = (CommandLine.arguments.first ?? "app").split(separator: "/").last.map(String.init) ?? "app"
        domain = executable
        Localization.bind(domain: executable, environment: ProcessInfo.processInfo.environment)
    }

    static func lookUp(_ key: String) -> String {
        guard let domain else { return key }
        return Localization.text(for: key, domain: domain)
    }
}
