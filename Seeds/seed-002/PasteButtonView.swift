import SwiftUI

struct Profile {
    private var funFacts: [String] = []
    mutating func addFunFacts(_ newFunFacts: [String]) {
        // The one line changed from the seed: its `funFacts.append(newFunFacts)` appends an
        // array to an array of strings, which no Swift compiler accepts (on the Mac neither).
        funFacts.append(contentsOf: newFunFacts)
    }
}

struct PasteButtonView: View {
    @State var profile = Profile()
    var body: some View {
        PasteButton(payloadType: String.self) { funFacts in
            profile.addFunFacts(funFacts)
        }
    }
}
