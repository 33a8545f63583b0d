// SPDX-License-Identifier: Apache-2.0
/// A kind of label that describes a type in another type system, such as a filename
/// extension or a MIME type.
///
/// A tag is one instance of a tag class: `"txt"` is a tag of the class
/// ``filenameExtension`` that names the same type as ``UTType/plainText``. To get the
/// string form of a tag class, use ``rawValue``.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The string form of the tag class, such as `"public.filename-extension"`.
    public let rawValue: String

    /// Creates a tag class from its string form.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The tag class for filename extensions such as `"txt"`.
    ///
    /// The leading period is not part of the extension and is not included in the tag.
    /// The raw value is `"public.filename-extension"`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

    /// The tag class for MIME types such as `"text/plain"`.
    ///
    /// The raw value is `"public.mime-type"`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
    public var debugDescription: String { "UTTagClass(\(rawValue))" }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
