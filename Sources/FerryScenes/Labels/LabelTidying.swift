// SPDX-License-Identifier: Apache-2.0
import TextEditing

/// The Labels page's "Tidy" command: a programmatic rewrite applied under a caret policy
/// the user chooses (SPEC scene 2). It trims the ends, collapses runs of white space into
/// one space and capitalises the first letter of every word: "  blue   tile " becomes
/// "Blue Tile".
public enum LabelTidying {
    /// The rewrite of one text.
    public static func tidy(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).map { word in
            guard let first = word.first else { return String(word) }
            return first.uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// The transformation, applied under `policy`.
    public static func transformation(policy: CaretPolicy) -> TextTransformation {
        TextTransformation(name: "tidy", policy: policy) { tidy($0) }
    }

    /// How the page names a policy.
    public static func title(of policy: CaretPolicy) -> String {
        switch policy {
        case .keepLogicalPosition: tr("Keep Caret")
        case .selectReplacement: tr("Select Changes")
        case .moveToEnd: tr("Caret to End")
        }
    }
}
