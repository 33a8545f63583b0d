// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import StableCollections

/// `ferry-bench diff`: Ferry's keyed diff next to the standard library's
/// `difference(from:).inferringMoves()`, and per-keystroke filtering of 100k titles next
/// to Foundation's case- and diacritic-insensitive search and a naive
/// `lowercased().contains` loop (a ratio only where the anchor finds the same titles).
///
/// Arguments: `--quick` skips the standard library at 100k (its Myers diff needs
/// seconds and gigabytes there); `--diff-only` or `--filter-only` run one half.
enum DiffBenchmark {
    static func run(arguments: [String]) -> Bool {
        let quick = arguments.contains("--quick")
        var generator = BenchGenerator(seed: 0xF3_22)
        var ok = true
        if !arguments.contains("--filter-only") {
            ok = diffs(quick: quick, using: &generator)
        }
        if !arguments.contains("--diff-only") {
            ok = filterTitles(using: &generator) && ok
        }
        return ok
    }

    static func diffs(quick: Bool, using generator: inout BenchGenerator) -> Bool {
        var ok = true
        let small = Array(0..<10_000)
        ok = compare("diff 10k, 10% deleted + 10% inserted", old: small, new: churned(small, fraction: 0.1, using: &generator)) && ok
        ok = compare("diff 100k, 10% deleted + 10% inserted", old: Array(0..<100_000),
                     new: churned(Array(0..<100_000), fraction: 0.1, using: &generator), runAnchor: !quick) && ok
        ok = compare("diff 10k, fully shuffled", old: small, new: small.shuffled(using: &generator)) && ok
        ok = compare("diff 10k, 100 random moves", old: small, new: randomlyMoved(small, moves: 100, using: &generator)) && ok
        ok = ferryOnly("diff 1M, 10% deleted + 10% inserted", old: Array(0..<1_000_000),
                       new: churned(Array(0..<1_000_000), fraction: 0.1, using: &generator)) && ok
        return ok
    }

    // MARK: Diff

    /// Times both sides, checks Ferry's result and prints times, ratio and move counts.
    static func compare(_ name: String, old: [Int], new: [Int], runAnchor: Bool = true) -> Bool {
        var ferryDiff: KeyedDiff<Int>?
        let large = old.count > 20_000 || new.count > 20_000
        // The standard library needs seconds at 100k: both sides then run once, unwarmed.
        let repetitions = large ? 1 : 5
        let ferryTime = Bench.best(of: repetitions, warmUp: !large) { ferryDiff = try? KeyedDiff(from: old, to: new) }
        guard let diff = ferryDiff else { return Bench.fail("\(name): Ferry rejected unique ids") }
        guard check(name, diff, old: old, new: new) else { return false }
        guard runAnchor else {
            Bench.note(name, "ferry \(Bench.format(ferryTime, "ms")), ferry moves \(diff.moveCount) (standard library skipped: --quick)")
            return true
        }
        var anchorMoves = 0
        var anchorCorrect = false
        let anchorTime = Bench.best(of: repetitions, warmUp: !large) {
            let difference = new.difference(from: old).inferringMoves()
            anchorMoves = difference.insertions.reduce(0) { count, change in
                if case let .insert(_, _, associatedWith) = change, associatedWith != nil { return count + 1 }
                return count
            }
            anchorCorrect = old.applying(difference) == new
        }
        guard anchorCorrect else {
            Bench.noRatio(name, "the standard library's difference does not turn old into new")
            return Bench.fail("\(name): the standard library's difference did not apply")
        }
        Bench.report(name, ferry: ferryTime, anchor: anchorTime, work: .init(
            ferry: "KeyedDiff(from:to:): removals, insertions and moves that turn old into new (checked), \(diff.moveCount) moves",
            anchor: "new.difference(from: old).inferringMoves(), applied: the same new array, \(anchorMoves) moves",
            timing: large ? "one unwarmed run each (the anchor needs seconds)" : "1 warm-up + best of 5 each"))
        guard diff.moveCount <= anchorMoves else {
            return Bench.fail("\(name): Ferry made \(diff.moveCount) moves, the standard library \(anchorMoves)")
        }
        return true
    }

    static func ferryOnly(_ name: String, old: [Int], new: [Int]) -> Bool {
        var ferryDiff: KeyedDiff<Int>?
        let ferryTime = Bench.best(of: 3) { ferryDiff = try? KeyedDiff(from: old, to: new) }
        guard let diff = ferryDiff else { return Bench.fail("\(name): Ferry rejected unique ids") }
        guard check(name, diff, old: old, new: new) else { return false }
        Bench.note(name, "ferry \(Bench.format(ferryTime, "ms")) (\(Bench.format(ferryTime / Double(old.count), "ns")) per id), ferry moves \(diff.moveCount), no anchor")
        return true
    }

    /// Applying gives the new list, and the move count is the minimum, kept − LIS,
    /// computed here independently of the library.
    static func check(_ name: String, _ diff: KeyedDiff<Int>, old: [Int], new: [Int]) -> Bool {
        guard (try? diff.applied(to: old)) == new else { return Bench.fail("\(name): applying Ferry's diff did not give the new list") }
        var newPosition = [Int: Int](minimumCapacity: new.count)
        for (position, id) in new.enumerated() { newPosition[id] = position }
        let kept = old.compactMap { newPosition[$0] }
        let minimum = kept.count - longestIncreasingRunLength(kept)
        guard diff.moveCount == minimum else { return Bench.fail("\(name): \(diff.moveCount) moves, minimum is \(minimum)") }
        return true
    }

    /// Length of a longest strictly increasing subsequence (binary search over tails).
    static func longestIncreasingRunLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }

    /// Deletes `fraction` of the ids and inserts as many fresh ids at random places.
    static func churned(_ ids: [Int], fraction: Double, using generator: inout BenchGenerator) -> [Int] {
        let changes = Int(Double(ids.count) * fraction)
        var deleted = Set<Int>()
        while deleted.count < changes { deleted.insert(Int.random(in: 0..<ids.count, using: &generator)) }
        var result = ids.indices.filter { !deleted.contains($0) }.map { ids[$0] }
        // Choose insertion points first, then build in one pass.
        var insertAt = (0..<changes).map { _ in Int.random(in: 0...result.count, using: &generator) }
        insertAt.sort()
        var merged: [Int] = []
        merged.reserveCapacity(result.count + changes)
        var nextInsertion = 0
        var fresh = ids.count * 10
        for (offset, id) in result.enumerated() {
            while nextInsertion < changes, insertAt[nextInsertion] == offset {
                merged.append(fresh)
                fresh += 1
                nextInsertion += 1
            }
            merged.append(id)
        }
        while nextInsertion < changes {
            merged.append(fresh)
            fresh += 1
            nextInsertion += 1
        }
        result = merged
        return result
    }

    /// Takes `moves` random ids out and puts each back at a random place.
    static func randomlyMoved(_ ids: [Int], moves: Int, using generator: inout BenchGenerator) -> [Int] {
        var result = ids
        for _ in 0..<moves {
            let id = result.remove(at: Int.random(in: 0..<result.count, using: &generator))
            result.insert(id, at: Int.random(in: 0...result.count, using: &generator))
        }
        return result
    }

    // MARK: Filter

    struct Title: Sendable {
        let id: Int
        let title: String
        let isTile: Bool
    }

    static func filterTitles(using generator: inout BenchGenerator) -> Bool {
        let words = ["Tile", "Dot", "Crème", "Brûlée", "Paper", "Square", "Pebble", "Blue", "Round", "Élan",
                     "Über", "Café", "Garçon", "Naïve", "Smörgåsbord", "Jalapeño", "Label", "Señor", "Façade", "Zoë"]
        let titles = (0..<100_000).map { index in
            Title(id: index, title: "\(words.randomElement(using: &generator)!) \(words.randomElement(using: &generator)!) \(index)",
                  isTile: Bool.random(using: &generator))
        }
        guard let source = try? IdentifiedList(titles, id: \Title.id) else { return Bench.fail("filter: duplicate ids") }
        var built: CollectionFilter<Title, Int>?
        let tilesOnly = FilterPredicate<Title>("Tiles only") { $0.isTile }
        let buildTime = Bench.best(of: 3) { built = CollectionFilter(source, title: \Title.title, predicates: [tilesOnly], animation: FilterScene.animation) }
        guard let unfiltered = built else { return false }
        let averageBytes = Double(titles.reduce(0) { $0 + $1.title.utf8.count }) / Double(titles.count)
        Bench.note("filter 100k titles: build folded index", "ferry \(Bench.format(buildTime, "ms")) (once, not per keystroke; \(String(format: "%.1f", averageBytes)) bytes a title)")

        var ok = true
        var worstFerry = 0.0
        var worstAnchor = 0.0
        for query in ["e", "cafe", "CRÈME", "zz", "brulee 99"] {
            var ferryIDs: [Int] = []
            // One keystroke from an empty field: a full scan plus the membership update.
            let ferryTime = Bench.best(of: 5) {
                var filter = unfiltered
                filter.setQuery(query)
                ferryIDs = filter.visibleIDs
            }
            var anchorIDs: [Int] = []
            let anchorTime = Bench.best(of: 5) {
                let needle = query.lowercased()
                anchorIDs = titles.filter { $0.title.lowercased().contains(needle) }.map(\.id)
            }
            var foundationIDs: [Int] = []
            let foundationTime = Bench.best(of: 5) {
                foundationIDs = titles.filter { $0.title.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }.map(\.id)
            }
            let ferryMakes = "CollectionFilter.setQuery on 100k titles from an empty field: the visible ids in order (case- and diacritic-insensitive)"
            let naiveName = "filter 100k titles, keystroke \"\(query)\" (anchor: naive lowercased().contains)"
            if anchorIDs == ferryIDs {
                Bench.report(naiveName, ferry: ferryTime, anchor: anchorTime, work: .init(
                    ferry: ferryMakes, anchor: "titles.filter { lowercased().contains(query) }: the same ids", timing: "1 warm-up + best of 5 each"))
            } else {
                Bench.noRatio(naiveName, "the naive search finds \(anchorIDs.count) titles, not Ferry's \(ferryIDs.count) (it is not diacritic-insensitive)")
            }
            let foundationName = "filter 100k titles, keystroke \"\(query)\" (anchor: Foundation caseInsensitive+diacriticInsensitive)"
            if foundationIDs == ferryIDs {
                Bench.report(foundationName, ferry: ferryTime, anchor: foundationTime, work: .init(
                    ferry: ferryMakes, anchor: "titles.filter { range(of:options: [.caseInsensitive, .diacriticInsensitive]) != nil }: the same ids",
                    timing: "1 warm-up + best of 5 each"))
            } else {
                Bench.noRatio(foundationName, "Foundation finds \(foundationIDs.count) titles, Ferry \(ferryIDs.count)")
            }
            Bench.note("filter 100k titles, keystroke \"\(query)\"", "matches: ferry \(ferryIDs.count), naive \(anchorIDs.count), Foundation \(foundationIDs.count)")
            if ferryIDs != foundationIDs { ok = Bench.fail("filter \"\(query)\": Ferry and Foundation's insensitive search disagree") }
            worstFerry = max(worstFerry, ferryTime)
            worstAnchor = max(worstAnchor, foundationTime)
        }
        Bench.note("filter 100k titles, slowest keystroke", "ferry \(Bench.format(worstFerry, "ms")), Foundation's insensitive search \(Bench.format(worstAnchor, "ms")) (each side's slowest of the five keystrokes)")

        // The same keystroke with "Tiles only" switched on.
        guard var tiles = try? { () throws(FilterError) -> CollectionFilter<Title, Int> in
            var filter = unfiltered
            try filter.setPredicate("Tiles only", isOn: true)
            return filter
        }() else { return Bench.fail("filter: no \"Tiles only\" predicate") }
        var tileIDs: [Int] = []
        let tileTime = Bench.best(of: 5) {
            var filter = tiles
            filter.setQuery("cafe")
            tileIDs = filter.visibleIDs
        }
        var anchorTileIDs: [Int] = []
        let anchorTileTime = Bench.best(of: 5) {
            anchorTileIDs = titles.filter { $0.isTile && $0.title.lowercased().contains("cafe") }.map(\.id)
        }
        let expectedTileIDs = titles.filter { $0.isTile && $0.title.range(of: "cafe", options: [.caseInsensitive, .diacriticInsensitive]) != nil }.map(\.id)
        if tileIDs != expectedTileIDs { ok = Bench.fail("filter \"cafe\" + Tiles only: wrong ids") }
        let tileName = "filter 100k titles, keystroke \"cafe\" + Tiles only (anchor: naive lowercased().contains)"
        if anchorTileIDs == tileIDs {
            Bench.report(tileName, ferry: tileTime, anchor: anchorTileTime, work: .init(
                ferry: "setQuery(\"cafe\") with the Tiles-only predicate on: the visible ids", anchor: "the same filter written naively: the same ids",
                timing: "1 warm-up + best of 5 each"))
        } else {
            Bench.noRatio(tileName, "the naive search finds \(anchorTileIDs.count) titles, not Ferry's \(tileIDs.count) (\"café\" is missed)")
        }
        Bench.note("filter 100k titles, keystroke \"cafe\" + Tiles only", "matches: ferry \(tileIDs.count), naive \(anchorTileIDs.count)")
        tiles.clear()
        if tiles.visibleIDs != titles.map(\.id) { ok = Bench.fail("filter: clearing did not restore every title in order") }

        // Typing "bru" then "brul", "brule", "brulee": later keystrokes narrow the visible rows.
        var typing = unfiltered
        let typed = ["b", "br", "bru", "brul", "brule", "brulee"]
        var perKeystroke: [Double] = []
        for query in typed {
            let start = DispatchTime.now().uptimeNanoseconds
            typing.setQuery(query)
            perKeystroke.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        Bench.note("filter 100k titles, typing \"brulee\" key by key",
                   perKeystroke.map { Bench.format($0, "ms") }.joined(separator: ", "))
        return ok
    }
}

/// SplitMix64, so every run measures the same lists.
struct BenchGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
