// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation
import GtkKit

/// A flexible space that expands along the major axis of its containing stack layout, or
/// on both axes if not contained in a stack.
public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public var body: Never { primitiveBody(Self.self) }

    static let styleClass = "swiftui-spacer"

    /// Makes a spacer flexible along its stack's axis only, at least its minimum length long.
    @MainActor static func fit(_ widget: Widget, along axis: StackWidget.Axis) {
        guard widget.hasCSSClass(styleClass) else { return }
        let minimum = spacerLengths[ObjectIdentifier(widget)] ?? defaultSpacing
        switch axis {
        case .vertical:
            gtk_widget_set_hexpand(widget.gtk, 0); gtk_widget_set_vexpand(widget.gtk, 1)
            gtk_widget_set_size_request(widget.gtk, -1, Int32(minimum))
        case .horizontal:
            gtk_widget_set_hexpand(widget.gtk, 1); gtk_widget_set_vexpand(widget.gtk, 0)
            gtk_widget_set_size_request(widget.gtk, Int32(minimum), -1)
        case .depth:
            gtk_widget_set_hexpand(widget.gtk, 1); gtk_widget_set_vexpand(widget.gtk, 1)
        }
    }

    /// Each live spacer widget's minimum length.
    @MainActor static var spacerLengths: [ObjectIdentifier: Int] = [:]
}

@MainActor
final class SpacerNode: Node {
    let widget = Widget(retaining: UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!))

    override init(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) {
        super.init(viewType: viewType, parent: parent, environment: environment)
        widget.cssClass(Spacer.styleClass)
        gtk_widget_set_hexpand(widget.gtk, 1)
        gtk_widget_set_vexpand(widget.gtk, 1)
    }

    override var widgets: [Widget] { [widget] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        Spacer.spacerLengths[ObjectIdentifier(widget)] = Int(((view as! Spacer).minLength ?? CGFloat(defaultSpacing)).rounded())
    }

    override func tearDown() {
        Spacer.spacerLengths[ObjectIdentifier(widget)] = nil
        super.tearDown()
    }
}

extension Spacer: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        SpacerNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

/// A visual element that can be used to separate other content.
public struct Divider: View {
    /// Creates a divider.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

@MainActor
final class DividerNode: Node {
    let widget = Widget(retaining: UnsafeMutableRawPointer(gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!))
    override var widgets: [Widget] { [widget] }
}

extension Divider: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        DividerNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
