// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import GtkKit
import StableCollections
import UniformTypeIdentifiers

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (what `onMove(perform:)` hands over).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        move(fromOffsets: Array(source), toOffset: destination)
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection (what
    /// `onDelete(perform:)` hands over).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension View {
    /// Disables or enables moving this row of a list by dragging it.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(MoveDisabledModifier(isDisabled: isDisabled))
    }
}

struct MoveDisabledModifier: ViewModifier, PrimitiveModifier {
    let isDisabled: Bool
    typealias Body = Never

    func makeModifierNode(viewType: any Any.Type, parent: Node?, environment: EnvironmentValues) -> ModifierNode {
        MoveDisabledNode(viewType: viewType, parent: parent, environment: environment)
    }
}

/// Marks a row its list must not let the person drag to another place.
@MainActor
final class MoveDisabledNode: ModifierNode {
    private(set) var isDisabled = false

    override func updateModifier(_ modifier: any ViewModifier, content: any View, environment: EnvironmentValues,
                                 transaction: Transaction) {
        isDisabled = (modifier as! MoveDisabledModifier).isDisabled
        updateContent(content, environment: environment, transaction: transaction)
    }
}

extension Node {
    /// Whether a `.moveDisabled(true)` is at the top of this node's modifier chain.
    var isMoveDisabled: Bool {
        var node: Node? = self
        while let current = node {
            if let marker = current as? MoveDisabledNode, marker.isDisabled { return true }
            node = (current as? ModifierNode)?.content ?? (current as? CompositeNode)?.children.first
        }
        return false
    }
}

/// A row being moved inside its list: which list, and the row's offset when the drag began.
/// It travels only inside this process (`.ownProcess`): another app sees nothing of it.
struct ListRowMove: Codable, Sendable, Transferable {
    let list: UUID
    let offset: Int

    /// A dynamic type (no app declares it, and none needs to: it never leaves the process).
    static let contentType = UTType(tag: "application/x-swiftui-list-row-move", tagClass: .mimeType, conformingTo: .data)!

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: contentType).visibility(.ownProcess)
    }
}
