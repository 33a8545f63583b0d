import CCSVSupport

/// Which build of the C record scanner (`ferry_csv_scan_records` in CCSVSupport) the reader
/// uses for regular records: the scanner finds whole records many at a time from 64-byte
/// block masks, and leaves to the byte-level parser the records it cannot vouch for (a
/// quote out of place, invalid UTF-8, a record the buffer does not hold whole), along with
/// their errors. Only tests pick anything but `fastest`.
enum RecordScanner: Sendable, Equatable {
    /// The fastest build the processor runs, decided once.
    case fastest
    /// Byte loops only: what targets other than x86-64 run.
    case portable
    /// x86-64's baseline.
    case sse2
    /// AVX2 with BMI2 and carry-less multiply.
    case avx2
    /// AVX-512 (F, BW, VL, VBMI2) with the AVX2 build's features.
    case avx512
    /// No scanner: the byte-level parser reads every record.
    case none

    /// Every build, for tests.
    static let builds: [RecordScanner] = [.portable, .sse2, .avx2, .avx512]

    /// The C tier behind this choice, or `nil` for `none`.
    var tier: FerryCSVScanTier? {
        switch self {
        case .fastest: ferry_csv_best_scan_tier()
        case .portable: FerryCSVScanTierPortable
        case .sse2: FerryCSVScanTierSSE2
        case .avx2: FerryCSVScanTierAVX2
        case .avx512: FerryCSVScanTierAVX512
        case .none: nil
        }
    }

    /// Whether this processor runs the build (`fastest` and `none` always run).
    var isSupported: Bool {
        guard let tier else { return true }
        return ferry_csv_scan_tier_is_supported(tier)
    }
}
