// SPDX-License-Identifier: Apache-2.0
import CGtk
import Foundation
import Testing
import TransferSessions
@testable import GtkKit

/// Offered bytes are read into memory up to a limit: a larger offer (a hostile clipboard
/// offering gigabytes) fails typed, keeping nothing, instead of filling memory.
@MainActor @Suite struct ReadAllTests {
    /// `count` bytes that differ from chunk to chunk.
    static func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) } }

    /// Reads `bytes` from a GIO memory stream with `limit`, running the main context.
    func read(_ bytes: [UInt8], limit: Int) async throws -> Result<Data, any Error> {
        var outcome: Result<Data, any Error>?
        Task { @MainActor in
            do {
                let stream = g_memory_input_stream_new_from_data(g_memdup2(bytes, gsize(bytes.count)), gssize(bytes.count), g_free)
                outcome = .success(try await readAll(UnsafeMutableRawPointer(stream!), limit: limit))
            } catch {
                outcome = .failure(error)
            }
        }
        #expect(await iterateMainContext { outcome != nil }, "the read of \(bytes.count) bytes ended")
        return try #require(outcome)
    }

    @Test func anOfferUpToTheLimitIsReadWhole() async throws {
        // Empty; exactly the limit; several reads' worth (a read asks for 256 KiB).
        for (count, limit) in [(0, 10), (1_000, 1_000), (700_000, 1 << 20), (700_000, 700_000)] {
            let bytes = Self.pattern(count)
            #expect(try await read(bytes, limit: limit).get() == Data(bytes), "\(count) bytes with a limit of \(limit)")
        }
        #expect(ReceiveLimits.inMemoryBytes == 256 << 20)
    }

    @Test func anOfferPastTheLimitFailsTyped() async throws {
        // One byte past it; past it within the first read; one byte past it after three reads.
        for (count, limit) in [(1_001, 1_000), (700_000, 300_000), (700_000, 699_999)] {
            switch try await read(Self.pattern(count), limit: limit) {
            case .success(let data): Issue.record("\(count) bytes read whole (\(data.count)) with a limit of \(limit)")
            case .failure(let error): #expect((error as? ReadLimitExceeded)?.limit == limit, "\(error)")
            }
        }
    }

    /// The loader turns it into `ReceiveError.tooLarge`, naming the format and the limit.
    @Test func theLoaderSaysWhichOfferWasTooLarge() async throws {
        do {
            let text = try await TransferLoader.load(String.self, from: OversizedContent(), progress: nil)
            Issue.record("loaded \(text)")
        } catch {
            guard case let .tooLarge(mimeType, limit) = error else { Issue.record("\(error)"); return }
            #expect(mimeType == "text/plain;charset=utf-8" && limit == 42)
            #expect(error.description == "the \"text/plain;charset=utf-8\" data is larger than 42 bytes, the most read into memory")
        }
    }
}

/// Text whose bytes are more than the reader's limit.
@MainActor
final class OversizedContent: ReceivedContent {
    var offeredMIMETypes: [String] { ["text/plain;charset=utf-8"] }
    var inProcessTransfer: InProcessTransfer? { nil }
    var offersFiles: Bool { false }
    func read(mimeType: String) async throws -> Data { throw ReadLimitExceeded(limit: 42) }
    func readFiles() async throws -> [URL] { [] }
}
