// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import Testing
@testable import GtkKit

struct InProcessTransferTests {
    @Test func ownProcessRepresentationsAreOfferedInProcess() {
        let transfer = InProcessTransfer(TestShape(kind: "circle"))
        #expect(transfer.contentTypes == [.testShape, .utf8PlainText])
    }

    @Test func theImporterGetsTheFirstRepresentationItTakes() async throws {
        let transfer = InProcessTransfer(TestShape(version: 1, kind: "square"))
        #expect(try await transfer.load(TestShape.self) == TestShape(version: 1, kind: "square"))
        #expect(try await transfer.load(String.self) == "Square")
    }

    @Test func aTypeWithNoMatchingRepresentationFails() async {
        let transfer = InProcessTransfer(TestShape(kind: "circle"))
        await #expect(throws: TransferError.self) { _ = try await transfer.load(URL.self) }
    }
}
