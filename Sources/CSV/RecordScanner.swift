// SPDX-License-Identifier: Apache-2.0
internal import CCSVSupport

/// Which build of the C record scanner (`ferry_csv_scan_records` in CCSVSupport) reads the
/// regular records: it finds whole records many at a time from 64-byte block masks, and
/// leaves to the reader's byte-level parser what it cannot vouch for (a quote out of place,
/// invalid UTF-8, a record the buffer does not hold whole), errors included.
///
/// The builds need x86-64 vector instructions the baseline lacks, so the choice is made at
/// run time; without them the byte-level parser reads everything. Only tests pick
/// anything but `fastest`, to run every build the processor has against the parser.
enum RecordScanner: Sendable, Equatable, CaseIterable {
    /// The fastest build the processor runs (decided once), or none.
    case fastest
    /// AVX2 with BMI1/2, POPCNT and carry-less multiply.
    case avx2
    /// AVX-512 (F, BW, VL, VBMI2) with the AVX2 build's features.
    case avx512
    /// No scanner: the byte-level parser reads every record.
    case none

    /// The C build behind this choice, or `nil` when the byte-level parser reads
    /// everything (`none`, or `fastest` on a processor without any build).
    var tier: FerryCSVScanTier? {
        let tier: FerryCSVScanTier
        switch self {
        case .fastest: tier = ferry_csv_best_scan_tier()
        case .avx2: tier = FerryCSVScanTierAVX2
        case .avx512: tier = FerryCSVScanTierAVX512
        case .none: return nil
        }
        return tier == FerryCSVScanTierNone ? nil : tier
    }

    /// Whether this processor runs the choice (`fastest` and `none` always run).
    var isSupported: Bool {
        switch self {
        case .fastest, .none: true
        case .avx2: ferry_csv_scan_tier_is_supported(FerryCSVScanTierAVX2)
        case .avx512: ferry_csv_scan_tier_is_supported(FerryCSVScanTierAVX512)
        }
    }

    /// The specific builds this processor runs, for tests.
    static var supportedBuilds: [RecordScanner] { [.avx2, .avx512].filter(\.isSupported) }
}
