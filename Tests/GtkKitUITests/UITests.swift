// SPDX-License-Identifier: Apache-2.0
import Testing

/// Every UI test, one at a time: each starts its own Xvfb, D-Bus session and demo
/// processes, and the machine has two cores to share.
@Suite(.serialized)
struct UITests {}
