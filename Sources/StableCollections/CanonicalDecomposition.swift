// SPDX-License-Identifier: Apache-2.0
// The canonical decomposition (NFD) that search folding starts from.
//
// The standard library has the fastest normaliser but exposes it only as SPI
// (`String._nfd`), which a toolchain may change or drop. It is used only on the compilers
// it was checked with (6.2 and 6.3); any other compiler, or `-D FERRY_NO_STDLIB_SPI`, takes
// Foundation's public `decomposedStringWithCanonicalMapping`. Both are compiled on the
// checked compilers, and StableCollectionsTests holds them to the same answer for every
// scalar, so widening the range below is a matter of running those tests.
#if compiler(>=6.2) && compiler(<6.4) && !FERRY_NO_STDLIB_SPI
@_spi(_Unicode) import Swift
#endif
import Foundation

enum CanonicalDecomposition {
    /// Whether ``forEachScalar(inDecompositionOf:_:)`` uses the standard library's SPI.
    static var usesStandardLibrarySPI: Bool {
        #if compiler(>=6.2) && compiler(<6.4) && !FERRY_NO_STDLIB_SPI
        true
        #else
        false
        #endif
    }

    /// Calls `body` with each scalar of the canonical decomposition of `text`, in order.
    static func forEachScalar(inDecompositionOf text: String, _ body: (Unicode.Scalar) -> Void) {
        #if compiler(>=6.2) && compiler(<6.4) && !FERRY_NO_STDLIB_SPI
        for scalar in text._nfd { body(scalar) }
        #else
        forEachScalar(inFoundationDecompositionOf: text, body)
        #endif
    }

    /// The fallback: Foundation's canonical decomposition of `text`.
    static func forEachScalar(inFoundationDecompositionOf text: String, _ body: (Unicode.Scalar) -> Void) {
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars { body(scalar) }
    }
}
