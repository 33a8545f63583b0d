// SPDX-License-Identifier: Apache-2.0

/// A small deterministic random generator, so that property tests are reproducible and a
/// failure can be replayed from its seed.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators",
/// OOPSLA 2014; Vigna's `splitmix64.c`): each call adds the golden-ratio increment to the
/// state and returns the state mixed by two xor-shift-multiply rounds. Its sequence is fixed
/// by the seed alone, the same on every machine and toolchain, unlike the system generator.
/// Tests pass it to the standard library's `random(in:using:)`, `randomElement(using:)` and
/// `shuffled(using:)`.
///
/// Every test target shares this one copy: a test's numbers for a given seed are the ones it
/// drew before the copies were merged, so keep the constants and the order of operations.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
