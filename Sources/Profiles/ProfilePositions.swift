// SPDX-License-Identifier: Apache-2.0
import Foundation

/// Where profiles stand in the list, for writes inside one transaction.
///
/// The list order is `position`, then `id`. Positions need not be consecutive: new ones
/// are ``spacing`` apart, so that a delete changes no other row and an insert or a move
/// writes only the rows it places, between their new neighbours. (Closing the gaps made
/// deleting the first of 5.66 million profiles rewrite every other row.) When two
/// neighbours leave no room, every position is spread again once (``respace()``); that is
/// also how a store written with consecutive positions gains its room.
struct ProfilePositions {
    /// The room new positions leave between neighbours: a place can be split 24 times
    /// before the list is spread again.
    static let spacing: Int64 = 1 << 24

    let connection: SQLiteConnection

    init(_ connection: SQLiteConnection) {
        self.connection = connection
    }

    /// The position after the last profile's (the first for an empty list), with room
    /// for a billion more after it: a list that ends too near the largest position (only
    /// a store written by other means could) is spread first.
    func end() throws(ProfileStoreError) -> Int64 {
        func last() throws(ProfileStoreError) -> Int64? {
            let statement = try connection.prepare("SELECT MAX(position) FROM profile")
            guard try statement.step(), !statement.isNull(at: 0) else { return nil }
            return statement.int64(at: 0)
        }
        guard var position = try last() else { return 0 }
        if position > Int64.max - (1 << 30) * Self.spacing {
            try respace()
            position = try last() ?? 0
        }
        return position + Self.spacing
    }

    /// The position of the profile with `id`, or `nil` when there is none.
    func position(of id: UUID) throws(ProfileStoreError) -> Int64? {
        let statement = try connection.prepare("SELECT position FROM profile WHERE id = ?1")
        try statement.bind(id.uuidString, at: 1)
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    /// The position of the profile at `offset` in list order (0-based), or `nil` past the
    /// end. Walks the order up to `offset`.
    func position(atOffset offset: Int) throws(ProfileStoreError) -> Int64? {
        let statement = try connection.prepare("SELECT position FROM profile ORDER BY position, id LIMIT 1 OFFSET ?1")
        try statement.bind(Int64(offset), at: 1)
        return try statement.step() ? statement.int64(at: 0) : nil
    }

    /// The highest position below `position` (below every position, for `nil`: the
    /// last) held by a profile whose id is not in `skipping`, or `nil` when there is none.
    func position(before position: Int64?, skipping: Set<String> = []) throws(ProfileStoreError) -> Int64? {
        let statement: SQLiteStatement
        if let position {
            statement = try connection.prepare("SELECT id, position FROM profile WHERE position < ?1 ORDER BY position DESC")
            try statement.bind(position, at: 1)
        } else {
            statement = try connection.prepare("SELECT id, position FROM profile ORDER BY position DESC")
        }
        while try statement.step() {
            if !skipping.contains(statement.text(at: 0)) { return statement.int64(at: 1) }
        }
        return nil
    }

    /// Whether another profile shares `position` (only a store written by other means has
    /// such ties; the order then falls back to the ids, so nothing fits between them).
    func isShared(_ position: Int64) throws(ProfileStoreError) -> Bool {
        let statement = try connection.prepare("SELECT COUNT(*) FROM profile WHERE position = ?1")
        try statement.bind(position, at: 1)
        return try statement.step() && statement.int64(at: 0) > 1
    }

    /// `count` increasing positions strictly between `lower` and `upper` (`nil`: that side
    /// is open), evenly spread and at most ``spacing`` apart; `nil` when the two leave no
    /// room for them.
    static func spread(_ count: Int, after lower: Int64?, before upper: Int64?) -> [Int64]? {
        guard count > 0 else { return [] }
        let (span, spanOverflow) = Int64(count).multipliedReportingOverflow(by: spacing)
        guard !spanOverflow else { return nil }
        var first: Int64, step = spacing
        switch (lower, upper) {
        case (nil, nil):
            first = 0
        case let (lower?, nil):
            guard lower <= .max - span else { return nil }
            first = lower + spacing
        case let (nil, upper?):
            guard upper >= .min + span else { return nil }
            first = upper - span
        case let (lower?, upper?):
            guard upper > lower else { return nil }
            let (gap, gapOverflow) = upper.subtractingReportingOverflow(lower)
            step = gapOverflow ? spacing : min(gap / Int64(count + 1), spacing)
            guard step > 0 else { return nil }
            first = lower + step
        }
        return (0..<Int64(count)).map { first + $0 * step }
    }

    /// `count` positions where `bounds` says (the positions to go between, or `nil` when
    /// they leave no room, as for neighbours that share a position); when they leave no
    /// room, the list is spread (``respace()``) and `bounds` asked again. `nil` only when
    /// even the spread list has no room (more profiles than ``spacing`` between two).
    func room(
        for count: Int, between bounds: () throws(ProfileStoreError) -> (lower: Int64?, upper: Int64?)?
    ) throws(ProfileStoreError) -> [Int64]? {
        if let around = try bounds(), let found = Self.spread(count, after: around.lower, before: around.upper) {
            return found
        }
        try respace()
        guard let around = try bounds() else { return nil }
        return Self.spread(count, after: around.lower, before: around.upper)
    }

    /// Positions for the whole list in `order` (upper-case UUID texts), every row
    /// written: the way out when a move finds no room even in a spread list.
    func write(order: [String]) throws(ProfileStoreError) {
        try place(order, at: (0..<Int64(order.count)).map { $0 * Self.spacing })
    }

    /// Gives every profile the position (its place in list order) × ``spacing``.
    func respace() throws(ProfileStoreError) {
        try connection.execute("""
            UPDATE profile SET position = ranked.place * \(Self.spacing)
            FROM (SELECT id, row_number() OVER (ORDER BY position, id) - 1 AS place FROM profile) AS ranked
            WHERE profile.id = ranked.id AND profile.position IS NOT ranked.place * \(Self.spacing)
            """)
    }

    /// Sets the position of each profile in `ids` (upper-case UUID text) to the
    /// position at the same index of `positions`.
    func place(_ ids: [String], at positions: [Int64]) throws(ProfileStoreError) {
        let update = try connection.prepare("UPDATE profile SET position = ?2 WHERE id = ?1")
        for (id, position) in zip(ids, positions) {
            try update.bind(id, at: 1)
            try update.bind(position, at: 2)
            try update.run()
        }
    }
}
