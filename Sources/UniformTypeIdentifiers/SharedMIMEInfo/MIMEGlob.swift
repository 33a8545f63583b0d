// SPDX-License-Identifier: Apache-2.0
/// One file-name pattern of a MIME type, as declared by a `<glob>` element.
///
/// Case-insensitive patterns are stored in lower case by `update-mime-database`; when the
/// type's own XML file is available the original spelling is restored (so `Makefile`
/// rather than `makefile`). Matching never depends on the spelling of a case-insensitive
/// pattern.
public struct MIMEGlob: Sendable, Hashable, CustomStringConvertible {
    /// The `fnmatch(3)` pattern, for example `*.png`, `Makefile` or `*.so.[0-9]*`.
    public var pattern: String
    /// The weight used to rank competing matches, 0…100 (default 50).
    public var weight: Int
    /// Whether the pattern must match the file name's case exactly.
    public var caseSensitive: Bool

    /// Creates a glob.
    public init(pattern: String, weight: Int = 50, caseSensitive: Bool = false) {
        self.pattern = pattern
        self.weight = weight
        self.caseSensitive = caseSensitive
    }

    /// The extension this glob stands for when it has the form `*.ext` with no other
    /// wildcard (`*.tar.gz` gives `tar.gz`); `nil` for literal names and other patterns.
    ///
    /// These are the globs that become filename-extension tags.
    public var fileExtension: String? {
        guard pattern.hasPrefix("*.") else { return nil }
        let rest = pattern.dropFirst(2)
        guard !rest.isEmpty, !rest.contains(where: { "*?[\\".contains($0) }) else { return nil }
        return String(rest)
    }

    /// Whether the pattern has no wildcard at all and so names one exact file name
    /// (`Makefile`, `meson.build`).
    public var isLiteral: Bool {
        !pattern.contains(where: { "*?[\\".contains($0) })
    }

    /// The pattern with its weight and case sensitivity.
    public var description: String {
        "\(pattern) (weight \(weight)\(caseSensitive ? ", case-sensitive" : ""))"
    }
}
