// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation
import GtkKit

/// A view that displays one or more lines of read-only text: a GTK label.
public struct Text: View, Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey)
    }
    let storage: Storage

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) { storage = .verbatim(content) }

    /// Creates a text view that displays a stored string without localization.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }

    /// Creates a text view that displays localized content identified by a key.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(key)
    }

    /// The text shown, in the user's language.
    var string: String {
        switch storage {
        case .verbatim(let text): return text
        case .localized(let key): return key.resolved
        }
    }

    public var body: Never { primitiveBody(Self.self) }

    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool { lhs.storage == rhs.storage }
}

@MainActor
final class TextNode: Node {
    let label: Widget
    private var shown: String?
    private var styler = TextStyler()

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        label = Widget(retaining: UnsafeMutableRawPointer(gtk_label_new(nil)!))
        super.init(viewType: viewType, parent: parent, environment: environment)
        gtk_label_set_xalign(OpaquePointer(label.widgetPointer), 0)
        gtk_label_set_wrap(OpaquePointer(label.widgetPointer), 1)
        gtk_label_set_wrap_mode(OpaquePointer(label.widgetPointer), PANGO_WRAP_WORD_CHAR)
    }

    override var widgets: [Widget] { [label] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let text = (view as! Text).string
        if text != shown {
            shown = text
            gtk_label_set_text(OpaquePointer(label.widgetPointer), text)
            SwiftUIMetrics.wrote()
        }
        styler.apply(to: label, environment: environment)
    }
}

extension Text: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        TextNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
