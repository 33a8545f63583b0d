// SPDX-License-Identifier: Apache-2.0
// The app `ferry-bench swiftui` measures: views on Ferry's SwiftUI in a real window,
// each scenario printing `TIMING` lines on standard output, then quitting.
//   swiftui-bench-app one-row          10,000 @Observable rows, one row's title changed 41 times
//   swiftui-bench-app one-row-array    10,000 rows in an array of values, the same changes
import Foundation
import Observation
import SwiftUI

/// One row whose title a view reads: changing it invalidates only that row's body.
@Observable
final class BenchRow: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) { self.id = id; self.title = title }
}

@Observable
final class BenchModel {
    var rows: [BenchRow] = (0..<10_000).map { BenchRow(id: $0, title: "Row \($0)") }
}

struct BenchRowView: View {
    let row: BenchRow
    var body: some View { Text(row.title) }
}

/// The same rows as values in one observed array: a change re-evaluates the list's body,
/// and `ForEach` compares every row with the last (rows equal to the last are skipped).
struct ValueRow: Identifiable, Equatable {
    let id: Int
    var title: String
}

@Observable
final class ValueModel {
    var rows: [ValueRow] = (0..<10_000).map { ValueRow(id: $0, title: "Row \($0)") }
}

struct ArrayRowsView: View {
    let model: ValueModel
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(model.rows) { row in
                    Text(row.title)
                }
            }
        }
        .frame(width: 360, height: 480)
    }
}

struct OneRowView: View {
    let model: BenchModel
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(model.rows) { row in
                    BenchRowView(row: row)
                }
            }
        }
        .frame(width: 360, height: 480)
    }
}

/// Changes one row's title at a time, each after the previous change reached GTK, and
/// prints how long each took from the change to the update applied, and how many GTK
/// writes it made.
@MainActor
final class OneRowRun {
    let change: (Int) -> Void
    let name: String
    var times: [Double] = []
    var writes: [Int] = []
    var step = 0
    var started = ContinuousClock.now
    var writesBefore = 0

    init(name: String, change: @escaping (Int) -> Void) {
        self.name = name
        self.change = change
    }

    func next() {
        guard step < 41 else { return finish() }
        writesBefore = SwiftUIMetrics.widgetWrites
        started = .now
        change(step)
        step += 1
    }

    func applied() {
        let elapsed = ContinuousClock.now - started
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        writes.append(SwiftUIMetrics.widgetWrites - writesBefore)
        DispatchQueue.main.async { MainActor.assumeIsolated { self.next() } }
    }

    func finish() {
        SwiftUIMetrics.onUpdateApplied = nil
        let sorted = times.dropFirst().sorted()  // the first change warms the path up
        let median = sorted[sorted.count / 2]
        print("TIMING \(name) rows=10000 changes=\(sorted.count) median_ms=\(String(format: "%.4f", median)) "
              + "max_ms=\(String(format: "%.4f", sorted.last ?? 0)) writes_max=\(writes.dropFirst().max() ?? -1) "
              + "writes_min=\(writes.dropFirst().min() ?? -1)")
        exit(0)
    }
}

/// The bench's state, made on the main actor.
@MainActor enum Bench {
    static let model = BenchModel()
    static let values = ValueModel()
    static var run: OneRowRun?
    static let scenario = CommandLine.arguments.dropFirst().first ?? "one-row"
}

struct BenchApp: App {
    var body: some Scene {
        WindowGroup("SwiftUI bench") {
            if Bench.scenario == "one-row-array" {
                ArrayRowsView(model: Bench.values)
            } else {
                OneRowView(model: Bench.model)
            }
        }
    }

    init() {
        SwiftUIMetrics.onFirstFrame = {
            let current = Bench.scenario == "one-row-array"
                ? OneRowRun(name: "one-row-array") { Bench.values.rows[5_000 + $0].title = "Changed \($0)" }
                : OneRowRun(name: "one-row") { Bench.model.rows[5_000 + $0].title = "Changed \($0)" }
            Bench.run = current
            SwiftUIMetrics.onUpdateApplied = { current.applied() }
            current.next()
        }
    }
}

MainActor.assumeIsolated { BenchApp.main() }
