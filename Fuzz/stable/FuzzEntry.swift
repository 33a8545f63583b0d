// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry point for StableCollections, compiled together with the module's
// sources by run.sh. The input bytes drive three checks; any failed check traps.
//
// Byte 0 picks the check:
//   0: keyed diff — two id lists (ids 0..<32 from the bytes, duplicates allowed): the
//      diff either reports a duplicate that really exists, or applies step by step to
//      the new list with the minimal number of moves, and both id-matching strategies
//      agree;
//   1: move(fromOffsets:toOffset:) against a reference model, with move-disabled ids;
//   2: search folding of arbitrary UTF-8: never crashes, and every grapheme-aligned
//      piece of a text is found in it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let selector = bytes.first else { return 0 }
    let payload = Array(bytes.dropFirst())
    switch selector % 3 {
    case 0: checkDiff(payload)
    case 1: checkMove(payload)
    default: checkFolding(payload)
    }
    return 0
}

func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

func checkDiff(_ bytes: [UInt8]) {
    let split = bytes.first.map { Int($0) % (bytes.count + 1) } ?? 0
    let old = bytes.dropFirst().prefix(split).map { Int($0 % 32) }
    let new = bytes.dropFirst().dropFirst(split).map { Int($0 % 32) }
    let dictionary: Result<KeyedDiff<Int>, KeyedDiffError<Int>>
    let partitioned: Result<KeyedDiff<Int>, KeyedDiffError<Int>>
    do { dictionary = .success(try KeyedDiffComputation.diff(from: old, to: new, partitioned: false)) } catch { dictionary = .failure(error) }
    do { partitioned = .success(try KeyedDiffComputation.diff(from: old, to: new, partitioned: true)) } catch { partitioned = .failure(error) }
    require(dictionary == partitioned, "strategies disagree on \(old) → \(new)")
    switch dictionary {
    case let .failure(.duplicateID(id, list, first, second)):
        let list = list == .old ? old : new
        require(first < second && list[first] == id && list[second] == id, "bogus duplicate \(id)")
    case .failure:
        require(false, "unexpected error")
    case let .success(diff):
        require(Set(old).count == old.count && Set(new).count == new.count, "duplicates accepted")
        var rows = old
        for step in diff.steps {
            switch step {
            case let .remove(removal):
                require(rows.indices.contains(removal.offset) && rows[removal.offset] == removal.id, "stale removal")
                rows.remove(at: removal.offset)
            case let .insert(insertion):
                require(insertion.offset >= 0 && insertion.offset <= rows.count, "bad insertion")
                rows.insert(insertion.id, at: insertion.offset)
            case let .move(move):
                require(rows.indices.contains(move.from) && rows[move.from] == move.id, "stale move")
                rows.remove(at: move.from)
                require(move.to >= 0 && move.to <= rows.count, "bad move target")
                rows.insert(move.id, at: move.to)
            }
        }
        require(rows == new, "diff does not apply: \(old) → \(new)")
        var position: [Int: Int] = [:]
        for (index, id) in new.enumerated() { position[id] = index }
        let kept = old.compactMap { position[$0] }
        var best = [Int](repeating: 1, count: kept.count)
        for i in kept.indices { for j in 0..<i where kept[j] < kept[i] { best[i] = max(best[i], best[j] + 1) } }
        require(diff.moveCount == kept.count - (best.max() ?? 0), "moves not minimal")
    }
}

func checkMove(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let count = Int(bytes[0] % 24)
    let destination = Int(bytes[1]) % (count + 2) - (bytes[1] & 0x80 != 0 ? 1 : 0)
    let offsets = bytes.dropFirst(2).prefix(8).map { Int($0 % 26) - 1 }
    let disabled = Set(bytes.dropFirst(10).prefix(4).map { Int($0 % 24) })
    guard var list = try? IdentifiedList(Array(0..<count), identifiedBy: { $0 }) else { fatalError("unique ids rejected") }
    for id in disabled where id < count { try? list.setMoveDisabled(true, for: id) }
    let valid = offsets.allSatisfy { $0 >= 0 && $0 < count } && destination >= 0 && destination <= count
    do {
        try list.move(fromOffsets: offsets, toOffset: destination)
        require(valid, "bad input accepted")
        let liftable = Set(offsets.filter { !disabled.contains($0) })
        var expected = Array(0..<count)
        var lifted: [Int] = []
        for offset in liftable.sorted(by: >) { lifted.insert(expected.remove(at: offset), at: 0) }
        expected.insert(contentsOf: lifted, at: destination - liftable.filter { $0 < destination }.count)
        require(list.elements == expected, "move differs from the reference")
        require(list.indices.allSatisfy { list.offset(of: list[$0]) == $0 }, "index out of step")
    } catch {
        require(!valid, "valid input rejected: \(error)")
        require(list.elements == Array(0..<count), "failed move changed the list")
    }
    var plain = Array(0..<count)
    plain.move(fromOffsets: offsets, toOffset: destination)
    require(plain.count == count && Set(plain) == Set(0..<count), "plain move lost elements")
}

func checkFolding(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let folded = SearchFolding.foldedUTF8(text)
    require(String(validatingUTF8: folded.map { CChar(bitPattern: $0) } + [0]) != nil || folded.contains(0), "folded text is not UTF-8")
    let characters = Array(text)
    guard !characters.isEmpty else { return }
    let start = Int(bytes[0]) % characters.count
    let end = start + Int(bytes.last!) % (characters.count - start + 1)
    let piece = String(characters[start..<end])
    require(SearchFolding.contains(text, piece), "piece \(piece.unicodeScalars.map { $0.value }) not found in \(text.unicodeScalars.map { $0.value })")
    let index = FilterIndex(titles: [text, piece])
    require(index.title(at: 0, contains: SearchQuery(piece)), "index disagrees with contains")
}
