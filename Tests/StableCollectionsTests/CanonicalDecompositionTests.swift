// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import StableCollections

/// The standard library's SPI normaliser and Foundation's public one (the fallback on
/// compilers the SPI was not checked with) give the same canonical decomposition.
@Suite struct CanonicalDecompositionTests {
    static func decomposition(_ text: String, foundation: Bool) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        if foundation {
            CanonicalDecomposition.forEachScalar(inFoundationDecompositionOf: text) { scalars.append($0) }
        } else {
            CanonicalDecomposition.forEachScalar(inDecompositionOf: text) { scalars.append($0) }
        }
        return scalars
    }

    @Test func theCheckedCompilersUseTheStandardLibrary() {
        // 6.2 and 6.3 are the compilers the SPI was checked with; on another compiler the
        // fallback is in use and the tests below compare it with itself, which this says.
        #if compiler(>=6.2) && compiler(<6.4)
        #expect(CanonicalDecomposition.usesStandardLibrarySPI)
        #else
        #expect(!CanonicalDecomposition.usesStandardLibrarySPI)
        #endif
    }

    /// Foundation's tables on this toolchain stop at Unicode 15.1: scalars new in Unicode
    /// 16.0 (Todhri, Tulu-Tigalari, Gurung Khema, …) it leaves undecomposed, so on a
    /// compiler that takes the fallback those fold as themselves. Every older scalar
    /// agrees.
    @Test func fallbackAgreesOnEveryScalarBeforeUnicode16OfTheFirstThreePlanes() {
        var disagreements: [String] = []
        for value in UInt32(0x80)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            guard let age = scalar.properties.age, age.major < 16 else { continue }  // unassigned or 16.0
            let text = String(scalar)
            let primary = Self.decomposition(text, foundation: false)
            let fallback = Self.decomposition(text, foundation: true)
            if primary != fallback, disagreements.count < 10 {
                disagreements.append("U+\(String(value, radix: 16, uppercase: true)): \(primary) vs \(fallback)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements)")
    }

    @Test func fallbackAgreesOnReorderedMarksAndHangul() {
        // Marks out of canonical order (dot below after acute), Hangul syllables, dakuten.
        let texts = ["e\u{301}\u{323}", "ệ", "한국어", "がぎぐ", "Å\u{30A}", "ᾅ", "ﬁ ﬃ", "Ǻ", "\u{1E0B}\u{323}"]
        for text in texts {
            #expect(Self.decomposition(text, foundation: false) == Self.decomposition(text, foundation: true), "\(text)")
        }
        #expect(Self.decomposition("é", foundation: true) == ["e", "\u{301}"])
    }
}
