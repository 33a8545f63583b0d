// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Copies the content of a quoted field whose quotes are doubled into `output`, one quote
/// of each pair kept, and returns its length. The runs between quotes are found with
/// `memchr` and copied whole, so a long text field costs about a copy.
@usableFromInline
func unescapeDoubledQuotes(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
    guard var from = raw.baseAddress, var to = output.baseAddress else { return 0 }
    let end = from + raw.count
    let start = to
    while from < end {
        guard let found = memchr(from, Int32(UInt8(ascii: "\"")), end - from) else {
            to.update(from: from, count: end - from)
            to += end - from
            break
        }
        let quote = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
        // The run and the first quote of the pair.
        let count = quote - from + 1
        to.update(from: from, count: count)
        to += count
        from = quote + 2
    }
    return to - start
}
