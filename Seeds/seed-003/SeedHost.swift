// SPDX-License-Identifier: Apache-2.0
// NOT THE SEED'S CODE: the host that shows seed 003's views in a window. Seed 003's
// listings are in MyView.swift, Profile.swift and ContentView.swift, unchanged; three of
// its listings are fragments (a body's expression, without a view around it), placed
// below unchanged inside views of the host's (marked where the seed's lines begin and end).
import SwiftUI

@main
struct SeedViewsApp: App {
    var body: some Scene {
        WindowGroup("Seed 003") {
            HStack(alignment: .top, spacing: 24) {
                VStack(alignment: .leading, spacing: 16) {
                    MyView()
                    PreviewDragView()
                    LiftedDragView()
                }
                .frame(width: 160)
                ContentView()
                    .frame(width: 220, height: 160)
                ReorderView()
                    .frame(width: 220, height: 340)
            }
            .padding(24)
        }
    }
}

/// Seed 003's `draggable(_:preview:)` fragment.
struct PreviewDragView: View {
    let name = "Juan Chavez"

    var body: some View {
        // The seed's lines:
        Text(name)
            .draggable(name) {
                ZStack {
                    RoundedRectangle(cornerRadius: 10)
                        .frame(width: 300, height: 300)
                        .foregroundStyle(.yellow.gradient)
                    Text("Drop \(name)")
                        .font(.title)
                        .foregroundStyle(.red)
                }
            }
        // End of the seed's lines.
    }
}

/// Seed 003's `contentShape(.dragPreview, …)` fragment.
struct LiftedDragView: View {
    let name = "Ada Lovelace"

    var body: some View {
        // The seed's lines:
        Text(name)
            .contentShape(.dragPreview, RoundedRectangle(cornerRadius: 7))
            .draggable(name) {
                ZStack {
                    RoundedRectangle(cornerRadius: 20)
                        .frame(width: 300, height: 300)
                        .foregroundStyle(.yellow.gradient)
                    Text("Drop \(name)")
                        .font(.title)
                        .foregroundStyle(.red)
                }
            }
        // End of the seed's lines.
    }
}

/// Seed 003's `onMove(perform:)` fragment, over its own profiles; the host marks the
/// last row with `moveDisabled(true)`, as the seed describes in prose.
struct ReorderView: View {
    @State private var profiles = [
        Profile(name: "Grace Hopper", phoneNumber: "(408) 555-0101"),
        Profile(name: "Alan Turing", phoneNumber: "(408) 555-0102"),
        Profile(name: "Edsger Dijkstra", phoneNumber: "(408) 555-0103"),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            // The seed's lines:
            List {
                ForEach(profiles) { profile in
                    Text(profile.name)
                }
                .onMove { indices, newOffset in
                    // 根据来源和目标索引更新 items 数组。
                    profiles.move(fromOffsets: indices, toOffset: newOffset)
                }
            }
            // End of the seed's lines.
            List {
                ForEach(profiles) { profile in
                    Text("Fixed: " + profile.name)
                        .moveDisabled(profile.name == "Edsger Dijkstra")
                }
                .onMove { indices, newOffset in
                    profiles.move(fromOffsets: indices, toOffset: newOffset)
                }
            }
        }
    }
}
