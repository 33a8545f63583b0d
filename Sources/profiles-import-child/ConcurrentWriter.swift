// SPDX-License-Identifier: Apache-2.0
import Foundation
import Profiles

/// One of two processes writing one profile store at the same time, for the two-writer
/// test (`ProfileStoreTwoWritersTests`). Talks to the parent over standard input and output:
///
/// 1. opens the store (the parent made it), says `ready` and waits for `go`, so that both
///    writers start together;
/// 2. runs `operations` random operations from `seed`: insert at a random place, reorder,
///    delete random profiles (either writer's), import a small CSV. After each one it says
///    what it committed: `insert ID`, `import ID…`, `delete ID…`, `move`, or `stale` when
///    the other writer changed the list between its look and its change (an index or
///    offset out of range, refused whole by the store);
/// 3. says `done N`, N being how many times the list had changed under it (the other
///    writer's work) since its own previous operation, then waits for `check` and says
///    `sees ID` for every profile it reads now, in order, then `end`.
///
/// Any other failure ends the process with status 1 and the error on standard error.
struct ConcurrentWriter {
    let store: URL
    let writer: UInt8
    let seed: UInt64

    /// xorshift64*: small, seeded, and the same sequence on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed | 1 }
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    func run(operations: Int) {
        let store: ProfileStore
        do { store = try ProfileStore(url: self.store) } catch { fail("\(error)") }
        say("ready")
        guard readLine() == "go" else { fail("expected go") }
        var generator = Generator(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(writer))
        var created: UInt32 = 0
        var lastOrder: [UUID]?
        var changesSeen = 0
        func newProfile() -> Profile {
            created += 1
            let number = created
            // The writer's number first, so the test can tell whose a profile is.
            let id = UUID(uuid: (writer, UInt8(truncatingIfNeeded: number >> 24), UInt8(truncatingIfNeeded: number >> 16),
                                 UInt8(truncatingIfNeeded: number >> 8), UInt8(truncatingIfNeeded: number), 0x22, 0x40, 0x22,
                                 0x80, 0, 0, 0, 0, 0, 0x22, writer))
            return Profile(id: id, name: "Writer \(writer) #\(number)", bio: "bio, \"\(number)\"\nline two",
                           funFacts: number % 2 == 0 ? [] : ["fact \(number)"])
        }
        for _ in 0..<operations {
            do {
                let order = try store.orderedIDs()
                if let lastOrder, lastOrder != order { changesSeen += 1 }
                let roll = Int.random(in: 0..<100, using: &generator)
                switch roll {
                case 0..<25 where !order.isEmpty:
                    let count = Int.random(in: 1...min(3, order.count), using: &generator)
                    let offsets = IndexSet((0..<count).map { _ in Int.random(in: 0..<order.count, using: &generator) })
                    let destination = Int.random(in: 0...order.count, using: &generator)
                    try store.move(fromOffsets: offsets, toOffset: destination)
                    say("move")
                case 25..<50 where !order.isEmpty:
                    let doomed = (0..<Int.random(in: 1...2, using: &generator)).map { _ in order.randomElement(using: &generator)! }
                    try store.delete(ids: doomed)
                    say("delete " + doomed.map(\.uuidString).joined(separator: " "))
                case 50..<65:
                    let profiles = (0..<Int.random(in: 1...4, using: &generator)).map { _ in newProfile() }
                    try store.importCSV(ProfilesArchive(profiles: profiles).csvData(), ids: .reject)
                    say("import " + profiles.map(\.id.uuidString).joined(separator: " "))
                default:
                    let profile = newProfile()
                    try store.insert(profile, at: Int.random(in: 0...order.count, using: &generator))
                    say("insert \(profile.id.uuidString)")
                }
            } catch ProfileStoreError.invalidIndex, ProfileStoreError.invalidMove {
                say("stale")
            } catch {
                fail("\(error)")
            }
            do { lastOrder = try store.orderedIDs() } catch { fail("\(error)") }
        }
        say("done \(changesSeen)")
        guard readLine() == "check" else { fail("expected check") }
        do {
            for id in try store.orderedIDs() { say("sees \(id.uuidString)") }
        } catch {
            fail("\(error)")
        }
        say("end")
    }
}
