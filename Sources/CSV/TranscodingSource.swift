// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Converts input in a legacy encoding (or UTF-16) to UTF-8 as it is read, with iconv.
///
/// It keeps the line and column of the text it has produced, so that a byte sequence the
/// encoding does not define is reported where a text editor would show it. Strict reading
/// hands out the text before such a sequence and throws `invalidEncoding` on the next
/// read; lenient reading writes U+FFFD for it and notes the issue in `newIssues`.
final class TranscodingSource: ByteSource {
    let encoding: CSVTextEncoding
    private let converter: iconv_t
    private var rest: (any ByteSource<CSVError>)?
    private let isLenient: Bool

    // Raw input `input[inputStart..<inputEnd]`, converted into `output`, which is handed
    // out from `outputStart` to `outputEnd`.
    private static let inputCapacity = 64 * 1024
    private static let outputCapacity = 3 * inputCapacity
    private let input: UnsafeMutablePointer<UInt8>
    private var inputStart = 0
    private var inputEnd = 0
    private var restAtEnd = false
    private let output: UnsafeMutablePointer<UInt8>
    private var outputStart = 0
    private var outputEnd = 0
    private var pendingError: CSVError?
    private var position = TextPosition()

    /// Lenient mode: problems met since the reader last took them.
    var newIssues: [CSVError] = []

    /// A source that converts `prefix` (input already read) and then what `rest` gives.
    init(encoding: CSVTextEncoding, prefix: UnsafeBufferPointer<UInt8>, rest: (any ByteSource<CSVError>)?, isLenient: Bool)
        throws(CSVError)
    {
        let converter = iconv_open("UTF-8", encoding.iconvName)
        guard converter != iconv_t(bitPattern: -1) else { throw .unsupportedEncoding(encoding) }
        self.converter = converter!
        self.encoding = encoding
        self.rest = rest
        self.restAtEnd = rest == nil
        self.isLenient = isLenient
        input = .allocate(capacity: max(Self.inputCapacity, prefix.count))
        output = .allocate(capacity: Self.outputCapacity)
        if let address = prefix.baseAddress { input.update(from: address, count: prefix.count) }
        inputEnd = prefix.count
        inputSize = max(Self.inputCapacity, prefix.count)
    }

    /// The input buffer's size: the prefix may be larger than the usual capacity.
    private let inputSize: Int

    deinit {
        iconv_close(converter)
        input.deallocate()
        output.deallocate()
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVError) -> Int {
        if outputStart == outputEnd {
            if let pendingError { throw pendingError }
            try convert()
        }
        let count = min(buffer.count, outputEnd - outputStart)
        if count > 0 {
            buffer.baseAddress!.copyMemory(from: output + outputStart, byteCount: count)
            outputStart += count
        }
        return count
    }

    /// Converts input into the empty output buffer until some text is out, a problem is
    /// met, or the input ends.
    private func convert() throws(CSVError) {
        outputStart = 0
        outputEnd = 0
        while outputEnd == 0 {
            if inputStart == inputEnd {
                guard try readInput() else { return }
            }
            var from = UnsafeMutableRawPointer(input + inputStart).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
            var fromCount = inputEnd - inputStart
            var to = UnsafeMutableRawPointer(output + outputEnd).assumingMemoryBound(to: CChar.self) as UnsafeMutablePointer<CChar>?
            var toCount = Self.outputCapacity - outputEnd
            let result = iconv(converter, &from, &fromCount, &to, &toCount)
            let failure = result == -1 ? errno : 0
            let produced = Self.outputCapacity - toCount - outputEnd
            position.advance(over: UnsafeBufferPointer(start: output + outputEnd, count: produced))
            outputEnd += produced
            inputStart = inputEnd - fromCount
            switch failure {
            case 0, E2BIG:
                continue
            case EINVAL where !restAtEnd:
                // A sequence cut by the end of what was read: read on behind it.
                _ = try readInput()
            default:
                // EILSEQ, or EINVAL at the very end: bytes the encoding does not define.
                try invalidSequence()
            }
        }
    }

    /// Deals with the undefined bytes at `inputStart`.
    private func invalidSequence() throws(CSVError) {
        let error = CSVError.invalidEncoding(line: position.line, column: position.column, encoding: encoding)
        guard isLenient else {
            // The text before the problem goes out first; the error comes with the next read.
            if outputEnd > 0 { pendingError = error } else { throw error }
            inputStart = inputEnd
            restAtEnd = true
            rest = nil
            return
        }
        newIssues.append(error)
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        for byte in replacement {
            output[outputEnd] = byte
            outputEnd += 1
        }
        position.advance(over: UnsafeBufferPointer(start: output + outputEnd - 3, count: 3))
        // One byte is skipped (two for UTF-16, whose units are two bytes).
        let skip = encoding == .utf16LittleEndian || encoding == .utf16BigEndian ? 2 : 1
        inputStart = min(inputEnd, inputStart + skip)
    }

    /// Moves the unconverted input to the front and reads more behind it; false when
    /// there is no more.
    private func readInput() throws(CSVError) -> Bool {
        let remaining = inputEnd - inputStart
        if remaining > 0 && inputStart > 0 { input.update(from: input + inputStart, count: remaining) }
        inputStart = 0
        inputEnd = remaining
        guard var source = rest, !restAtEnd else { return false }
        let count = try source.read(into: UnsafeMutableRawBufferPointer(start: input + inputEnd, count: inputSize - inputEnd))
        rest = source
        if count == 0 {
            restAtEnd = true
            // An incomplete sequence left at the end is reported by the next conversion.
            return remaining > 0
        }
        inputEnd += count
        return true
    }
}

/// The line and column (1-based, counted as `CSVError` counts them) just past the text
/// seen so far.
struct TextPosition {
    private(set) var line = 1
    private var scalarsInLine = 0
    private var afterCarriageReturn = false

    var column: Int { scalarsInLine + 1 }

    mutating func advance(over text: UnsafeBufferPointer<UInt8>) {
        for byte in text {
            if byte == 0x0A {
                if !afterCarriageReturn { line += 1 }
                scalarsInLine = 0
                afterCarriageReturn = false
            } else if byte == 0x0D {
                line += 1
                scalarsInLine = 0
                afterCarriageReturn = true
            } else {
                afterCarriageReturn = false
                if byte & 0xC0 != 0x80 { scalarsInLine += 1 }
            }
        }
    }
}
