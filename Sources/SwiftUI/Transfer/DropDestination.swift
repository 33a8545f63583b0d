// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import GtkKit
import TransferSessions

extension View {
    /// Defines the destination of a drag and drop operation that handles the dropped
    /// content with a closure that you specify.
    ///
    /// The drop is read and imported as `T` (from this app, or another: Files, a text
    /// editor, a browser); `action` gets the values and where they were dropped, and
    /// returns whether it took them. A drop whose payload cannot be decoded reaches
    /// `action` as no items, as on the Mac. `isTargeted` is told when a drag that can be
    /// dropped here enters and leaves.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(DropDestinationModifier(action: action, isTargeted: isTargeted))
    }

    /// The spelling of `dropDestination(for:action:isTargeted:)` in Apple's 2022 betas
    /// (seed 002's `PortraitView`): the same drop destination.
    @available(*, deprecated, renamed: "dropDestination(for:action:isTargeted:)",
               message: "Apple's final spelling is dropDestination(for:action:isTargeted:)")
    public func dropDestination<T: Transferable>(payloadType: T.Type = T.self,
                                                 action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        modifier(DropDestinationModifier(action: action, isTargeted: isTargeted))
    }
}

struct DropDestinationModifier<T: Transferable>: ViewModifier, PrimitiveModifier {
    let action: ([T], CGPoint) -> Bool
    let isTargeted: (Bool) -> Void
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        DropDestinationNode<T>(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Makes its content's widget a drop destination through GtkKit's adapter to GDK.
@MainActor
final class DropDestinationNode<T: Transferable>: ModifierNode {
    final class Latest {
        var action: (([T], CGPoint) -> Bool)?
        var isTargeted: ((Bool) -> Void)?
    }
    private let latest = Latest()
    private var target: (widget: Widget, controller: DropTargetController)?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let modifier = modifier as! DropDestinationModifier<T>
        latest.action = modifier.action
        latest.isTargeted = modifier.isTargeted
        updateContent(content, environment: environment, transaction: transaction)
        guard let widget = contentWidget, target?.widget !== widget else { return }
        let latest = self.latest
        let controller = widget.dropDestination(for: T.self, action: { values, point in
            latest.action?(values, CGPoint(x: point.x, y: point.y)) ?? false
        }, isTargeted: { latest.isTargeted?($0) }, onFailure: { _ in
            // As on the Mac: a payload that cannot be decoded arrives as no items.
            _ = latest.action?([], .zero)
        })
        target = (widget, controller)
    }
}
