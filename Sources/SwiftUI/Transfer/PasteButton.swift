// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import GtkKit

/// A system button that reads items from the clipboard and delivers them to a closure:
/// enabled only while the clipboard holds something `T` can import.
public struct PasteButton: View {
    let make: @MainActor () -> Widget

    /// Creates an instance that accepts values of the specified type.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        make = {
            GtkKit.PasteButton(payloadType: T.self, title: LocalizedStringKey("Paste").resolved, onPaste: { onPaste($0) },
                               onFailure: { _ in onPaste([]) })
        }
    }

    public var body: Never { primitiveBody(Self.self) }
}

@MainActor
final class PasteButtonNode: Node {
    private var button: Widget?
    override var widgets: [Widget] { button.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        if button == nil { button = (view as! PasteButton).make() }
    }
}

extension PasteButton: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        PasteButtonNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
