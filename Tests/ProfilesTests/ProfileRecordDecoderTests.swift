// SPDX-License-Identifier: Apache-2.0
import CSV
import FerryTestSupport
import Foundation
import Testing
@testable import Profiles

/// Batched duplicate-id checks (used by `ProfilesArchive(csvData:)`) throw exactly what the
/// record-by-record checks (used by `readProfiles`) throw.
struct ProfileRecordDecoderTests {
    /// What reading `csv` record by record gives: the profiles, or the error.
    static func immediate(_ csv: Data) -> Result<[Profile], ProfilesArchiveError> {
        do {
            let reader = try CSVReader(data: csv, options: ProfilesArchive.readerOptions)
            var profiles: [Profile] = []
            try ProfilesArchive.readProfiles(from: reader, rejectingDuplicateIDs: true) { profiles.append($0) }
            return .success(profiles)
        } catch let error as ProfilesArchiveError {
            return .failure(error)
        } catch {
            Issue.record("unexpected \(error)")
            return .success([])
        }
    }

    static func batched(_ csv: Data) -> Result<[Profile], ProfilesArchiveError> {
        do {
            return .success(try ProfilesArchive(csvData: csv).profiles)
        } catch {
            return .failure(error)
        }
    }

    /// A CSV of `count` records where a few go wrong in one of several ways.
    static func randomCSV(count: Int, generator: inout SplitMix64) -> String {
        var lines = ["id,name,bio,fun_facts,video,portrait"]
        var ids: [UUID] = []
        for index in 0..<count {
            var id = UUID()
            var video = "file:///v/\(index).mp4"
            var fields = 6
            switch generator.next() % 4000 {
            case 0: if let earlier = ids.randomElement(using: &generator) { id = earlier }  // repeated id
            case 1: video = "not a url"  // invalid URL, after the id
            case 2: fields = 5  // too few fields
            default: break
            }
            ids.append(id)
            let idText = generator.next() % 5000 == 0 ? "12345" : id.uuidString  // invalid id
            let record = [idText, "Name \(index)", "Bio", "fact", video, ""].prefix(fields)
            lines.append(record.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func batchesThrowWhatRecordByRecordThrows() {
        var generator = SplitMix64(seed: 5)
        var failures = 0, duplicates = 0
        for round in 0..<60 {
            let csv = Data(Self.randomCSV(count: 200 + round * 37, generator: &generator).utf8)
            let expected = Self.immediate(csv)
            let found = Self.batched(csv)
            switch (expected, found) {
            case (.success(let a), .success(let b)):
                #expect(a == b)
            case (.failure(let a), .failure(let b)):
                failures += 1
                if case .duplicateID = a { duplicates += 1 }
                #expect(a == b, "round \(round)")
            default:
                Issue.record("round \(round): \(expected) vs \(found)")
            }
        }
        // Both kinds of outcome, and repeated ids among the failures, were exercised.
        #expect(failures > 10 && failures < 55)
        #expect(duplicates > 3)
    }

    @Test func aRepeatedIDBeforeABrokenRecordIsReportedFirst() {
        let id = UUID().uuidString
        let rows = ["id,name,video", "\(id),A,", "\(id),B,"] + (0..<10).map { "\(UUID().uuidString),N\($0)," } + ["\(UUID().uuidString),C,bad url"]
        #expect(throws: ProfilesArchiveError.duplicateID(UUID(uuidString: id)!, line: 3, firstLine: 2)) {
            try ProfilesArchive(csvData: Data((rows.joined(separator: "\n") + "\n").utf8))
        }
        let csvError = ["id,name", "\(id),A", "\(id),B", "x,y,z"]
        #expect(throws: ProfilesArchiveError.duplicateID(UUID(uuidString: id)!, line: 3, firstLine: 2)) {
            try ProfilesArchive(csvData: Data((csvError.joined(separator: "\n") + "\n").utf8))
        }
        // A repeated id and a bad URL on the same line: the id comes first, as before.
        let sameLine = ["id,name,video", "\(id),A,", "\(id),B,bad url"]
        #expect(throws: ProfilesArchiveError.duplicateID(UUID(uuidString: id)!, line: 3, firstLine: 2)) {
            try ProfilesArchive(csvData: Data((sameLine.joined(separator: "\n") + "\n").utf8))
        }
    }

    @Test func aRepeatedIDAfterAWholeBatchIsFound() throws {
        let first = UUID()
        var rows = ["id,name", "\(first.uuidString),first"]
        rows += (0..<(3 * ProfileRecordDecoder.duplicateCheckBatch)).map { "\(UUID().uuidString),n\($0)" }
        rows.append("\(first.uuidString),again")
        let line = rows.count
        #expect(throws: ProfilesArchiveError.duplicateID(first, line: line, firstLine: 2)) {
            try ProfilesArchive(csvData: Data((rows.joined(separator: "\n") + "\n").utf8))
        }
        // Without the repeat, every record is read.
        rows.removeLast()
        #expect(try ProfilesArchive(csvData: Data((rows.joined(separator: "\n") + "\n").utf8)).profiles.count == rows.count - 1)
    }
}
