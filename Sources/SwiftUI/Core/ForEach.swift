// SPDX-License-Identifier: Apache-2.0
import GtkKit

/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view keeps its identity by the element's `id`: a row whose element stays
/// keeps its node (its state, its widgets, its caret) wherever it moves; a row that comes
/// or goes runs its transition when the change is animated.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection of underlying identified data.
    public var data: Data
    /// A function to create content on demand using the underlying data.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// Actions set by `onMove`, `onDelete` and `moveDisabled` on this `ForEach`.
    var editing = EditActions()
}

/// What a `List` may do to the rows of a `ForEach`.
struct EditActions {
    var onMove: ((IndexSet, Int) -> Void)?
    var onDelete: ((IndexSet) -> Void)?
}

import Foundation

extension ForEach: View where Content: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// Creates an instance that uniquely identifies and creates views across updates
    /// based on the identity of the underlying data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Content: View {
    /// Creates an instance that uniquely identifies and creates views across updates
    /// based on the provided key path to the underlying data's identifier.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a given constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A type of view that generates views from an underlying collection of data.
public protocol DynamicViewContent: View {}

extension ForEach where Content: View {
    /// Sets the deletion action for the dynamic view.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.editing.onDelete = action
        return copy
    }

    /// Sets the move action for the dynamic view.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.editing.onMove = action
        return copy
    }
}

/// The rows of a `ForEach`, as the node and a `List` see them.
@MainActor
protocol ForEachView {
    var rowIDs: [AnyHashable] { get }
    func rowView(at offset: Int) -> any View
    var editActions: EditActions { get }
}

extension ForEach: ForEachView where Content: View {
    var rowIDs: [AnyHashable] { data.map { AnyHashable(identify($0)) } }
    func rowView(at offset: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: offset)]) }
    var editActions: EditActions { editing }
}

extension ForEach: PrimitiveView where Content: View {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ForEachNode(viewType: Self.self, parent: parent, environment: environment)
    }
}

/// The node of a `ForEach`: one child node per element, kept by the element's id.
@MainActor
final class ForEachNode: Node {
    struct Row {
        let id: AnyHashable
        let node: Node
        var isLeaving = false
    }

    private(set) var rows: [Row] = []
    private(set) var editActions = EditActions()

    override var widgets: [Widget] { rows.flatMap(\.node.widgets) }
    override var children: [Node] { rows.map(\.node) }

    /// The ids of the rows shown (not those leaving), in order.
    var liveIDs: [AnyHashable] { rows.filter { !$0.isLeaving }.map(\.id) }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let forEach = view as! any ForEachView
        editActions = forEach.editActions
        let ids = forEach.rowIDs
        let before = widgets
        var existing: [AnyHashable: Row] = [:]
        for row in rows where !row.isLeaving { existing[row.id] = row }
        let wanted = Set(ids)

        // Rows that leave stay where they were (after the row that was before them)
        // while their removal transition runs.
        var leavingAfter: [AnyHashable?: [Row]] = [:]
        var previous: AnyHashable?
        for row in rows {
            if row.isLeaving || !wanted.contains(row.id) {
                var leaving = row
                if !row.isLeaving {
                    leaving.isLeaving = true
                    let id = row.id
                    let animating = Transitions.remove(row.node, transaction: transaction) { [weak self] in
                        self?.finishRemoving(id)
                    }
                    if !animating {
                        row.node.tearDown()
                        continue
                    }
                }
                leavingAfter[previous, default: []].append(leaving)
            } else {
                previous = row.id
            }
        }

        var next: [Row] = leavingAfter[nil] ?? []
        var seen = Set<AnyHashable>()
        for (offset, id) in ids.enumerated() {
            guard seen.insert(id).inserted else {
                FileHandleLog.once("SwiftUI: ForEach has the id \(id) twice; the second row is not shown")
                continue
            }
            let rowView = forEach.rowView(at: offset)
            if let row = existing[id] {
                let node = reconcile(row.node, with: rowView, parent: self, environment: environment, transaction: transaction)
                next.append(Row(id: id, node: node))
            } else {
                let node = makeNode(for: rowView, parent: self, environment: environment, transaction: transaction)
                Transitions.insert(node, transaction: transaction)
                next.append(Row(id: id, node: node))
            }
            next.append(contentsOf: leavingAfter[id] ?? [])
        }
        rows = next
        if !sameWidgets(before, widgets) { parent?.childWidgetsChanged(transaction: transaction) }
    }

    private func finishRemoving(_ id: AnyHashable) {
        guard let index = rows.firstIndex(where: { $0.isLeaving && $0.id == id }) else { return }
        rows[index].node.tearDown()
        rows.remove(at: index)
        parent?.childWidgetsChanged(transaction: Transaction())
    }
}

/// Messages for the person running the app, each written once.
enum FileHandleLog {
    nonisolated(unsafe) private static var written: Set<String> = []
    static func once(_ message: String) {
        guard written.insert(message).inserted else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
