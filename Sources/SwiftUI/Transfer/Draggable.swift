// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import GtkKit
import TransferSessions

extension View {
    /// Activates this view as the source of a drag and drop operation: the payload is
    /// offered to this app and others (its `.ownProcess` representations to this app only).
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(DraggableModifier(payload: payload, preview: nil))
    }

    /// Activates this view as the source of a drag and drop operation, with a custom preview.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                    @ViewBuilder preview: () -> V) -> some View {
        modifier(DraggableModifier(payload: payload, preview: AnyView(preview())))
    }

    /// Defines the content shape for hit testing, or the outline of the lifted drag preview.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: kind, outline: shape._outline))
    }

    /// Defines the content shape for hit testing: the whole frame of the view takes events.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(kinds: .interaction, outline: shape._outline))
    }
}

/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The kind for hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The kind for drag and drop previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The kind for context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The kind for hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The kind for accessibility visuals and sorting.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

struct ContentShapeModifier: ViewModifier, PrimitiveModifier {
    let kinds: ContentShapeKinds
    let outline: ShapeOutline
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        ContentShapeNode(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Remembers the drag-preview outline for a `draggable` around it; GTK already gives the
/// whole frame of a widget its events, which is what an interaction shape asks for.
@MainActor
final class ContentShapeNode: ModifierNode {
    private(set) var liftShape: DragLiftShape?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let modifier = modifier as! ContentShapeModifier
        if modifier.kinds.contains(.dragPreview) {
            switch modifier.outline {
            case .rectangle: liftShape = .roundedRectangle(cornerRadius: 0)
            case .roundedRectangle(let radius): liftShape = .roundedRectangle(cornerRadius: Int(radius.rounded()))
            case .circle: liftShape = nil
            }
        } else {
            liftShape = nil
        }
        updateContent(content, environment: environment, transaction: transaction)
    }
}

struct DraggableModifier<T: Transferable>: ViewModifier, PrimitiveModifier {
    let payload: () -> T
    let preview: AnyView?
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        DraggableNode<T>(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Makes its content's widget a drag source through GtkKit's adapter to GDK, whose
/// content providers serve TransferSessions' representations.
@MainActor
final class DraggableNode<T: Transferable>: ModifierNode {
    /// What the drag source reads when a drag starts: the latest payload and preview, not
    /// those of the evaluation that made the source (and not the node, which the widget
    /// must not keep alive).
    final class Latest {
        var payload: (() -> T)?
        var preview: AnyView?
        var environment = EnvironmentValues()
        /// The preview's view tree, alive while its widget is the drag icon.
        var previewRoot: PreviewRoot?

        @MainActor func makePreview() -> Widget {
            guard let view = preview else { return FrameWidget() }
            let root = PreviewRoot(environment: environment)
            previewRoot = root
            return root.show(view) ?? FrameWidget()
        }
    }

    private let latest = Latest()
    private var source: (widget: Widget, controller: DragSourceController)?

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        let modifier = modifier as! DraggableModifier<T>
        latest.payload = modifier.payload
        latest.preview = modifier.preview
        latest.environment = environment
        updateContent(content, environment: environment, transaction: transaction)
        guard let widget = contentWidget, source?.widget !== widget else { return }
        let latest = self.latest
        var preview: (@MainActor (T) -> Widget)?
        if modifier.preview != nil {
            preview = { (_: T) -> Widget in latest.makePreview() }
        }
        let payload: @MainActor () -> T? = { latest.payload?() }
        source = (widget, widget.draggable(payload(), preview: preview, liftShape: firstContentShape()))
    }

    private func firstContentShape() -> DragLiftShape? {
        var node: Node? = content
        while let current = node {
            if let shape = current as? ContentShapeNode { return shape.liftShape }
            node = (current as? ModifierNode)?.content
        }
        return nil
    }
}

/// The root of a view tree that lives outside the window (a drag preview).
@MainActor
final class PreviewRoot: Node {
    private var child: Node?
    private let wrapper = ContentWrapper()

    init(environment: EnvironmentValues) {
        super.init(viewType: PreviewRoot.self, parent: nil, environment: environment)
    }

    func show(_ view: any View) -> Widget? {
        child = reconcile(child, with: view, parent: self, environment: environment, transaction: Transaction())
        return wrapper.widget(for: child?.widgets ?? [])
    }
}
