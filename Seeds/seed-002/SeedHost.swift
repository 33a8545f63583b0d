// SPDX-License-Identifier: Apache-2.0
// NOT THE SEED'S CODE: the host that shows seed 002's views in a window. Seed 002's
// listings are PasteButtonView.swift and PortraitView.swift (one line changed, marked:
// the seed's `append` does not compile in any Swift).
import SwiftUI

@main
struct SeedViewsApp: App {
    var body: some Scene {
        WindowGroup("Seed 002") {
            VStack(spacing: 24) {
                PasteButtonView()
                PortraitView(portrait: Image("portrait", bundle: .module))
            }
            .padding(24)
        }
    }
}
