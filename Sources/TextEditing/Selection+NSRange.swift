// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Bridging to `NSRange` (UTF-16 location and length), the currency of NSTextView and
/// `NSString`. This is the only file of the module that needs Foundation.
extension Selection {
    /// The ranges as `NSRange`s (UTF-16) of `text`, snapped to grapheme boundaries by the
    /// selection rounding rule.
    public func nsRanges(in text: String) throws(TextEditingError) -> Rounded<[NSRange]> {
        let utf16 = try converted(to: .utf16, in: text)
        return utf16.map { selection in selection.ranges.map { NSRange(location: $0.from, length: $0.to - $0.from) } }
    }

    /// A selection from `NSRange`s of `text`, counted in `unit`.
    ///
    /// A range whose ends fall inside a surrogate pair or a grapheme cluster is widened to
    /// whole clusters (reported). Insertion points get `affinity`.
    ///
    /// - Throws: ``TextEditingError/invalidNSRange(location:length:)`` for `NSNotFound` or a
    ///   negative length; ``TextEditingError/offsetOutOfBounds(offset:length:unit:)`` past the
    ///   end; ``TextEditingError/emptySelection`` for an empty list.
    public static func fromNSRanges(_ nsRanges: [NSRange], in text: String, unit: TextUnit,
                                    affinity: Association = .before, primaryIndex: Int = 0) throws(TextEditingError) -> Rounded<Selection> {
        let length = text.length(in: .utf16)
        var ranges: [SelectionRange] = []
        for nsRange in nsRanges {
            guard nsRange.location != NSNotFound, nsRange.location >= 0, nsRange.length >= 0 else {
                throw .invalidNSRange(location: nsRange.location, length: nsRange.length)
            }
            let (end, overflow) = nsRange.location.addingReportingOverflow(nsRange.length)
            guard !overflow else { throw .invalidNSRange(location: nsRange.location, length: nsRange.length) }
            guard end <= length else { throw .offsetOutOfBounds(offset: end, length: length, unit: .utf16) }
            ranges.append(nsRange.length == 0 ? .caret(nsRange.location, affinity: affinity)
                                              : SelectionRange(anchor: nsRange.location, head: end, affinity: affinity))
        }
        let utf16 = try Selection(ranges: ranges, primaryIndex: primaryIndex, textLength: length, unit: .utf16)
        return try utf16.converted(to: unit, in: text)
    }
}
