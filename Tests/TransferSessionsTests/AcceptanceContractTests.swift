// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import TransferSessions

@Suite("AcceptanceContract")
struct AcceptanceContractTests {
    let shapes = TestShape.acceptanceContract

    @Test("Shapes: an empty batch is rejected as a whole")
    func empty() {
        #expect(shapes.evaluate([]) == .rejected(reason: "Drop rejected: unsupported payload.",
                                                 violation: AcceptanceViolation(rule: "non-empty", itemIndex: nil)))
    }

    @Test("Shapes: any version other than 1 rejects the whole batch, naming the first offender")
    func version() {
        let batch = [TestShape(kind: .circle), TestShape(version: 2, kind: .square), TestShape(version: 0, kind: .circle)]
        #expect(shapes.evaluate(batch) == .rejected(reason: "Drop rejected: unsupported payload.",
                                                    violation: AcceptanceViolation(rule: "version == 1", itemIndex: 1)))
    }

    @Test("Shapes: a non-empty batch of version-1 payloads is accepted")
    func accepted() {
        #expect(shapes.evaluate([TestShape(kind: .circle), TestShape(kind: .square)]) == .accepted)
        #expect(shapes.requiresEveryItem)
    }

    @Test("rules are checked in order and the first violated one is reported")
    func ruleOrder() {
        let contract = AcceptanceContract<Int>(rejectionReason: "no", rules: [.atMost(2), .every("positive") { $0 > 0 }, .batch("even sum") { $0.reduce(0, +) % 2 == 0 }])
        #expect(contract.evaluate([1, 2, 3]) == .rejected(reason: "no", violation: AcceptanceViolation(rule: "at most 2 items", itemIndex: nil)))
        #expect(contract.evaluate([1, -1]) == .rejected(reason: "no", violation: AcceptanceViolation(rule: "positive", itemIndex: 1)))
        #expect(contract.evaluate([1, 2]) == .rejected(reason: "no", violation: AcceptanceViolation(rule: "even sum", itemIndex: nil)))
        #expect(contract.evaluate([1, 3]) == .accepted)
        #expect(contract.evaluate([]) == .accepted)
    }

    @Test("violations describe themselves")
    func descriptions() {
        #expect(AcceptanceViolation(rule: "version == 1", itemIndex: 3).description == "item 3 violates \"version == 1\"")
        #expect(AcceptanceViolation(rule: "non-empty", itemIndex: nil).description == "the batch violates \"non-empty\"")
    }
}
