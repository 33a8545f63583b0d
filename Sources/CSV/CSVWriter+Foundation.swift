// SPDX-License-Identifier: Apache-2.0
// Foundation conveniences only; the writer itself needs nothing from Foundation.
import Foundation

extension CSVWriter {
    /// The CSV text of `records`, written with `options`.
    public static func data<Records: Sequence>(for records: Records, options: Options = Options()) throws(CSVError) -> Data
    where Records.Element: Sequence, Records.Element.Element: StringProtocol {
        var output = Data()
        let writer = try CSVWriter(options: options) { (chunk: UnsafeRawBufferPointer) throws(CSVError) in
            output.append(contentsOf: chunk)
        }
        for record in records { try writer.writeRecord(record) }
        try writer.finish()
        return output
    }
}
