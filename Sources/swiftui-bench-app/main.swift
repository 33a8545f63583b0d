// SPDX-License-Identifier: Apache-2.0
// The app `ferry-bench swiftui` measures: views on Ferry's SwiftUI in a real window,
// each scenario printing `TIMING` lines on standard output, then quitting.
//   swiftui-bench-app one-row          10,000 rows, one row's title changed 41 times
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
    let model: BenchModel
    var times: [Double] = []
    var writes: [Int] = []
    var step = 0
    var started = ContinuousClock.now
    var writesBefore = 0

    init(model: BenchModel) { self.model = model }

    func next() {
        guard step < 41 else { return finish() }
        writesBefore = SwiftUIMetrics.widgetWrites
        started = .now
        model.rows[5_000 + step].title = "Changed \(step)"
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
        print("TIMING one-row rows=10000 changes=\(sorted.count) median_ms=\(String(format: "%.4f", median)) "
              + "max_ms=\(String(format: "%.4f", sorted.last ?? 0)) writes_max=\(writes.dropFirst().max() ?? -1) "
              + "writes_min=\(writes.dropFirst().min() ?? -1)")
        exit(0)
    }
}

/// The bench's state, made on the main actor.
@MainActor enum Bench {
    static let model = BenchModel()
    static var run: OneRowRun?
}

struct BenchApp: App {
    var body: some Scene {
        WindowGroup("SwiftUI bench") { OneRowView(model: Bench.model) }
    }

    init() {
        SwiftUIMetrics.onFirstFrame = {
            let current = OneRowRun(model: Bench.model)
            Bench.run = current
            SwiftUIMetrics.onUpdateApplied = { current.applied() }
            current.next()
        }
    }
}

MainActor.assumeIsolated { BenchApp.main() }
