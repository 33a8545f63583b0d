// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry point over change-set construction, application, composition, inversion
// and position/selection mapping. Compiled together with Sources/TextEditing (see run.sh),
// so it uses the module's declarations directly. Bad input must produce typed errors; any
// broken invariant calls fatalError so libFuzzer reports it.

/// Reads bytes from the fuzzer input, returning zeros once it runs out.
struct FuzzReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// An offset in 0...limit+1 mostly, sometimes negative or far past the end (bad input).
    mutating func offset(limit: Int) -> Int {
        let raw = byte()
        switch raw {
        case 250: return -1
        case 251: return limit + 1
        case 252: return Int.max / 4
        default: return Int(raw) % (limit + 1)
        }
    }
}

let pieces: [String] = [
    "a", "b", " ", "e", "\u{301}", "\u{308}", "👍", "🏽", "🇫", "🇷", "\r", "\n", "\u{200D}", "👩",
    "한", "\u{1100}", "\u{1161}", "中", "𝄞", "é", "\u{FE0F}", "🏳", "x",
]

func text(from reader: inout FuzzReader, maximum: Int) -> String {
    let count = Int(reader.byte()) % (maximum + 1)
    var result = ""
    for _ in 0..<count { result += pieces[Int(reader.byte()) % pieces.count] }
    return result
}

func replacements(from reader: inout FuzzReader, length: Int) -> [Replacement] {
    let count = Int(reader.byte()) % 6
    return (0..<count).map { _ in
        let from = reader.offset(limit: length)
        let to = reader.byte() & 1 == 0 ? from : reader.offset(limit: length)
        return Replacement(from: from, to: to, with: text(from: &reader, maximum: 3))
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

func exercise(_ reader: inout FuzzReader) {
    let unit: TextUnit = [.scalar, .utf16, .utf8][Int(reader.byte()) % 3]
    let original = text(from: &reader, maximum: 12)
    let length = original.length(in: unit)
    guard let first = try? ChangeSet(replacements: replacements(from: &reader, length: length), length: length, unit: unit) else {
        return // typed error for bad input: fine
    }
    check(first.oldLength == length, "old length")

    // Mapping: bounds and monotonicity, for every position, both associations, every mode.
    var previous = (before: 0, after: 0)
    for position in 0...length {
        guard let before = try? first.mapResult(position, association: .before),
              let after = try? first.mapResult(position, association: .after) else { fatalError("mapping threw in bounds") }
        check((0...first.newLength).contains(before.position) && (0...first.newLength).contains(after.position), "bounds")
        check(before.position <= after.position, "before <= after at \(position)")
        check(before.position >= previous.before && after.position >= previous.after, "monotonic at \(position)")
        check(!before.deletedAcross || (before.deletedBefore && before.deletedAfter), "flags")
        for mode in [MapMode.simple, .trackDeletion, .trackBefore, .trackAfter] {
            let tracked = try? first.mapPosition(position, association: .after, mode: mode)
            check(tracked == (after.isDeleted(under: mode) ? nil : after.position), "mode \(mode)")
        }
        previous = (before.position, after.position)
    }
    check((try? first.mapPosition(length + 1, association: .before)) == nil, "past the end must throw")

    // Application: either a typed error (split scalar) or a text of the predicted length.
    guard let changed = try? first.apply(to: original) else { return }
    check(changed.length(in: unit) == first.newLength, "new length")
    guard let inverse = try? first.inverted(original: original), let back = try? inverse.apply(to: changed) else {
        fatalError("inversion of an applicable change set failed")
    }
    check(back.utf8.elementsEqual(original.utf8), "inversion")

    // Composition with a second change set on the changed text.
    let newLength = changed.length(in: unit)
    if let second = try? ChangeSet(replacements: replacements(from: &reader, length: newLength), length: newLength, unit: unit),
       let final = try? second.apply(to: changed) {
        guard let composed = try? first.composed(with: second) else { fatalError("composition failed") }
        guard let direct = try? composed.apply(to: original) else { fatalError("composed set does not apply") }
        check(direct.utf8.elementsEqual(final.utf8), "composition differs from applying in turn")
    }

    // Selections: mapped and snapped ends stay sorted, in bounds and on grapheme boundaries.
    let anchor = reader.offset(limit: length), head = reader.offset(limit: length)
    if let selection = try? Selection(ranges: [SelectionRange(anchor: anchor, head: head), .caret(min(length, Int(reader.byte())))],
                                      textLength: length, unit: unit),
       let mapped = try? selection.mapped(through: first, snappingTo: changed) {
        for range in mapped.value.ranges {
            check(range.from <= range.to && range.to <= mapped.value.textLength, "selection bounds")
            check((try? changed.isBoundary(offset: range.from, in: unit)) == true, "selection start on a boundary")
            check((try? changed.isBoundary(offset: range.to, in: unit)) == true, "selection end on a boundary")
        }
    }

    // The minimal edit reproduces the change without splitting clusters.
    guard let diff = try? ChangeSet.minimalEdit(from: original, to: changed, unit: unit),
          let rebuilt = try? diff.apply(to: original, boundary: .grapheme) else { fatalError("minimal edit failed") }
    check(rebuilt.utf8.elementsEqual(changed.utf8), "minimal edit result")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = FuzzReader(bytes: UnsafeBufferPointer(start: data, count: size))
    exercise(&reader)
    return 0
}
