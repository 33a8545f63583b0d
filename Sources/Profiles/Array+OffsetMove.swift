import Foundation

extension Array {
    /// The array after moving the elements at `source` to before the element that was at
    /// `destination` (the `count` for the end), keeping the moved elements' order: SwiftUI's
    /// `move(fromOffsets:toOffset:)`. `nil` when an offset is outside the array or
    /// `destination` is outside `0...count`.
    func movingElements(fromOffsets source: IndexSet, toOffset destination: Int) -> [Element]? {
        guard destination >= 0, destination <= count, source.allSatisfy({ $0 >= 0 && $0 < count }) else { return nil }
        let moved = source.map { self[$0] }
        var remaining: [Element] = []
        remaining.reserveCapacity(count - moved.count)
        for (index, element) in enumerated() where !source.contains(index) { remaining.append(element) }
        let insertion = destination - source.count(in: 0..<destination)
        remaining.insert(contentsOf: moved, at: insertion)
        return remaining
    }
}
