// SPDX-License-Identifier: Apache-2.0
import StableCollections

/// Where a row of the Filter list is drawn at one moment of a transition.
///
/// The list lays its rows out one below the other; each row takes ``heightFraction`` of its
/// height there and is drawn ``offsetY`` below the top of that share. With these two
/// numbers a list of ordinary rows shows SwiftUI's animated `VStack` exactly: rows that
/// stay glide from their old place to their new one, entering rows appear at their new
/// place (rising into it), leaving rows fade where they were.
public struct RowPlacement: Hashable, Sendable {
    /// 0 (invisible) to 1 (opaque).
    public var opacity: Double
    /// The share of its height the row takes in the list: 1 at rest, growing from 0 while
    /// it enters, shrinking to 0 while it leaves.
    public var heightFraction: Double
    /// Where the row is drawn, in pixels below the top of its share (above when negative).
    public var offsetY: Double
    /// How far the row is drawn from where it rests, in pixels below it: its new place (a
    /// leaving row: its old place). An entering row's rise, a staying row's remaining glide.
    public var displacement: Double

    /// A row at rest.
    public static let resting = RowPlacement(opacity: 1, heightFraction: 1, offsetY: 0, displacement: 0)
}

/// Seed 004's transition of the Filter list: the records' ``TransitionRows`` plan with the
/// "No matching labels" message as one more row after them (the seed keeps it inside the
/// animated stack, fading with `.transition(.opacity)`), and each row's place while the
/// change runs.
///
/// In the seed's `VStack` a change lays the stack out anew at once and animates every view
/// from its old frame to its new one over the same ``FilterScene/animation``: a staying row
/// glides, an entering row fades in 8 points below its new place and rises, a leaving row
/// fades out in its old place. ``placement(of:atElapsed:)`` gives each row's share of the
/// list's height and its offset so that a list laying out its rows one after another draws
/// exactly that. Entering rows grow and leaving rows shrink, so the rows below them already
/// move about right (a staying row's top is `old + p·(new − old)` at progress `p` when
/// shares are exact); the offset corrects for each share being a whole number of pixels
/// (`(height × share).rounded()`, as the list lays it out).
public struct FilterTransition: Sendable {
    /// The key of the "No matching labels" row (record ids start at 1).
    nonisolated public static let emptyMessageKey = 0

    /// The records' plan.
    public let records: TransitionRows<Int>
    /// The rows on screen while the change runs: records in source order, then the message
    /// when it shows before or after the change.
    public let rowsDuringTransition: [Int]
    /// The rows once the change is over.
    public let rowsAfterTransition: [Int]
    /// How the message row moves: in, out, or not at all.
    public let messageTransition: RowTransition
    /// The rows that move, in list order from the first row in view, with their heights:
    /// every row above them stays where it is.
    private let moving: [(key: Int, transition: RowTransition, height: Double)]
    /// Each moving row's place in ``moving``.
    private let movingIndex: [Int: Int]

    /// Plans `records` with the message row. `showedMessage` says whether the message
    /// showed before the change; `height` gives each row's height in whole pixels (the
    /// message's under ``emptyMessageKey``); `positionsInView` are the positions of
    /// `records.rowsDuringTransition` that move (the rows in view, as the plan was limited).
    public init(_ records: TransitionRows<Int>, showedMessage: Bool, positionsInView: Range<Int>,
                height: (Int) -> Double) {
        self.records = records
        let showsMessage = records.update.visibleIDs.isEmpty
        let message = Self.emptyMessageKey
        rowsAfterTransition = records.rowsAfterTransition + (showsMessage ? [message] : [])
        guard records.animates else {
            rowsDuringTransition = rowsAfterTransition
            messageTransition = .identity
            moving = []
            movingIndex = [:]
            return
        }
        rowsDuringTransition = records.rowsDuringTransition + (showedMessage || showsMessage ? [message] : [])
        messageTransition = showedMessage == showsMessage ? .identity : (showsMessage ? .insertion : .removal)
        let inView = positionsInView.clamped(to: records.rowsDuringTransition.indices)
        var rows = records.rowsDuringTransition[inView].map { id in (key: id, transition: records.transition(for: id), height: height(id)) }
        // The message follows the records; it moves with them when nothing lies between.
        if inView.upperBound == records.rowsDuringTransition.count, showedMessage || showsMessage {
            rows.append((key: message, transition: messageTransition, height: height(message)))
        }
        moving = rows
        movingIndex = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.key, $0) })
    }

    /// Whether the change animates.
    public var animates: Bool { records.animates }

    /// How row `key` moves.
    public func transition(for key: Int) -> RowTransition {
        key == Self.emptyMessageKey ? messageTransition : records.transition(for: key)
    }

    /// Where row `key` is drawn `elapsed` seconds into the change.
    public func placement(of key: Int, atElapsed elapsed: Double) -> RowPlacement {
        guard animates else { return .resting }
        let progress = records.update.animation.progress(atElapsed: elapsed)
        let shown = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let transition = transition(for: key)
        func share(_ transition: RowTransition) -> Double {
            switch transition {
            case .insertion: shown
            case .removal: 1 - shown
            case .identity: 1
            }
        }
        let opacity = transition == .insertion ? shown : (transition == .removal ? 1 - shown : 1)
        guard let index = movingIndex[key] else {
            // Off screen: no motion beyond the fade and the share.
            return RowPlacement(opacity: opacity, heightFraction: share(transition), offsetY: 0, displacement: 0)
        }
        // Tops relative to the first moving row: in the old stack, the new one, and where
        // the list lays this row out now.
        var oldTop = 0.0, newTop = 0.0, laidOut = 0.0
        for row in moving[..<index] {
            if row.transition != .insertion { oldTop += row.height }
            if row.transition != .removal { newTop += row.height }
            laidOut += (row.height * share(row.transition)).rounded()
        }
        let target: Double, displacement: Double
        switch transition {
        case .insertion:
            // The message fades in place (`.transition(.opacity)`); records also rise.
            let rise = key == Self.emptyMessageKey ? 0 : records.update.animation.insertionRise * (1 - shown)
            target = newTop + rise
            displacement = rise
        case .removal:
            target = oldTop
            displacement = 0
        case .identity:
            target = oldTop + shown * (newTop - oldTop)
            displacement = target - newTop
        }
        return RowPlacement(opacity: opacity, heightFraction: share(transition), offsetY: target - laidOut, displacement: displacement)
    }
}
