// SPDX-License-Identifier: Apache-2.0
import Testing

/// Every Ferry UI test, one at a time: each starts its own Xvfb, D-Bus session and Ferry
/// processes, and the machine has two cores to share.
@Suite(.serialized)
struct FerryUITests {}
