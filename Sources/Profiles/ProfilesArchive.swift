// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import CSV
import Foundation

/// Many profiles at once, transferred as CSV (`public.comma-separated-values-text`) in
/// both directions. Export is offered only while ``supportsCSV`` is true (an exporting
/// condition); a received archive always supports CSV.
///
/// ## Column layout
/// A header record, then one record per profile, in order:
///
/// | column | value |
/// | --- | --- |
/// | `id` | the UUID, upper case (`6F1C2A3E-…`) |
/// | `name` | the name, as is |
/// | `phone_number` | the phone number, as is (archives without the column read as empty) |
/// | `bio` | the bio, as is |
/// | `fun_facts` | every fact in one field, see ``FunFactsColumn`` |
/// | `video` | the video's absolute URL, or empty for none |
/// | `portrait` | the portrait's absolute URL, or empty for none |
///
/// Fields are quoted when they hold a comma, a quote (doubled), CR or LF, so any text
/// round-trips exactly: `ProfilesArchive(csvData: archive.csvData()) == archive`
/// (with `supportsCSV` true). Written output is UTF-8 with a byte-order mark (Excel opens
/// UTF-8 only with it), CRLF line breaks and a final line break.
///
/// Reading is strict RFC 4180 (errors say line and column) and also accepts files made
/// by hand: columns in any order, matched by name ignoring case and surrounding spaces;
/// unknown columns ignored; only `name` required; a missing or empty `id` gets a new
/// UUID; lower-case UUIDs; LF or CR line breaks; no byte-order mark.
public struct ProfilesArchive: Hashable, Sendable {
    /// The profiles, in order.
    public var profiles: [Profile]
    /// Whether the archive may be exported as CSV (the representation's exporting
    /// condition).
    public var supportsCSV: Bool

    /// An archive of `profiles`.
    public init(profiles: [Profile], supportsCSV: Bool = true) {
        self.profiles = profiles
        self.supportsCSV = supportsCSV
    }

    /// The archive's columns, in the order they are written.
    public enum Column: String, CaseIterable, Sendable {
        /// `id`: the profile's UUID.
        case id
        /// `name`: the name (the only required column).
        case name
        /// `phone_number`: the phone number.
        case phoneNumber = "phone_number"
        /// `bio`: the bio.
        case bio
        /// `fun_facts`: all fun facts in one field (``FunFactsColumn``).
        case funFacts = "fun_facts"
        /// `video`: the video's absolute URL, or empty.
        case video
        /// `portrait`: the portrait's absolute URL, or empty.
        case portrait
    }

    /// How archives are written: RFC 4180 with CRLF, a byte-order mark and a final line
    /// break.
    public static let writerOptions = CSVWriter.Options(lineBreak: .crlf, writesByteOrderMark: true, writesFinalLineBreak: true)
}

extension ProfilesArchive: Transferable {
    /// CSV both ways, offered for export only while ``supportsCSV`` holds; saved as
    /// `Profiles.csv`.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .commaSeparatedText) { archive in
            try archive.csvData()
        } importing: { data in
            try ProfilesArchive(csvData: data)
        }
        .exportingCondition { $0.supportsCSV }
        .suggestedFileName("Profiles.csv")
    }
}
