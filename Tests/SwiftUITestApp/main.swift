// SPDX-License-Identifier: Apache-2.0
// An app of Ferry's own for the UI tests of SwiftUI symbols the seeds do not use:
// copyable, cuttable and pasteDestination, @Bindable, keyboardShortcut on a button.
import Observation
import SwiftUI

@Observable
final class Notes {
    var items = ["alpha", "beta"]
    var draft = ""
    var presses = 0
}

struct NotesView: View {
    @State private var notes = Notes()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Notes: " + notes.items.joined(separator: ", "))
                .padding(8)
                .copyable(notes.items)
                .cuttable(for: String.self) {
                    let cut = notes.items
                    notes.items = []
                    return cut
                }
                .pasteDestination(for: String.self) { pasted in
                    notes.items += pasted
                } validator: { pasted in
                    let kept = pasted.filter { !$0.isEmpty }
                    return kept.isEmpty ? nil : kept
                }
            DraftField(notes: notes)
            Text("Draft: " + notes.draft)
            Button("Count") { notes.presses += 1 }
                .keyboardShortcut("k", modifiers: [.command])
            Text("Presses: \(notes.presses)")
        }
        .padding(20)
        .frame(minWidth: 320)
    }
}

struct DraftField: View {
    @Bindable var notes: Notes
    var body: some View { TextField("Draft", text: $notes.draft) }
}

/// A view whose body traps (`swiftui-test-app trap`): the report must name it.
struct TrappingView: View {
    let reason: String
    var body: some View {
        if !reason.isEmpty { fatalError(reason) }
        return Text("unreachable")
    }
}

struct SwiftUITestApp: App {
    var body: some Scene {
        WindowGroup("SwiftUI test app") {
            if CommandLine.arguments.dropFirst().first == "trap" {
                VStack { TrappingView(reason: "a body that traps") }
            } else {
                NotesView()
            }
        }
    }
}

MainActor.assumeIsolated { SwiftUITestApp.main() }
