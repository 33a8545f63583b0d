// SPDX-License-Identifier: Apache-2.0
// Seed 001 (Labels): the model of its listing, unchanged (the SwiftUI app and views around
// it are Mac-only).
import Foundation

struct LabelItem: Identifiable {
    let id: UUID
    var text: String

    init(id: UUID = UUID(), text: String) {
        self.id = id
        self.text = text
    }
}
