// SPDX-License-Identifier: Apache-2.0
/// A candidate type with the weight of the glob (or priority of the magic rule) that
/// produced it.
struct MIMEWeightedType: Equatable, Sendable {
    var type: String
    var weight: Int
}
