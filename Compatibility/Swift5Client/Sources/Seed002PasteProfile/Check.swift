// SPDX-License-Identifier: Apache-2.0
// Seed 002 (05:01): pasted strings are appended to the fun facts, in order.
public enum Seed002PasteCheck {
    public static func run() -> [String] {
        var profile = Profile()
        profile.addFunFacts(["Juggles"])
        profile.addFunFacts(["Speaks three languages", "Sails"])
        return profile.factsForCheck == ["Juggles", "Speaks three languages", "Sails"] ? [] : ["seed 002 (05:01): pasted facts appended in order"]
    }
}
