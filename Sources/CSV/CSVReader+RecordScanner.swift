// SPDX-License-Identifier: Apache-2.0
internal import CCSVSupport

extension CSVReader {
    /// Which build of the record scanner readers use on this processor: "AVX-512" or
    /// "AVX2", or "none" when the byte-level parser reads everything. The results are the
    /// same either way; benchmarks print it so that a figure says what produced it.
    public static var recordScannerName: String {
        switch RecordScanner.fastest.tier {
        case FerryCSVScanTierAVX512: "AVX-512"
        case FerryCSVScanTierAVX2: "AVX2"
        default: "none"
        }
    }
}
