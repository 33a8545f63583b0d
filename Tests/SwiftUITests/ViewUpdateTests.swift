// SPDX-License-Identifier: Apache-2.0
import Foundation
import Observation
@testable import SwiftUI
import Testing

/// A counter whose @State the test reaches through the binding it hands out.
struct Counter: View {
    let label: String
    let expose: (Binding<Int>) -> Void
    @State private var count = 0

    var body: some View {
        expose($count)
        return Text("\(label) \(count)")
    }
}

struct Parent: View {
    let tick: Int
    let showsCounter: Bool
    let expose: (Binding<Int>) -> Void

    var body: some View {
        VStack {
            Text("tick \(tick)")
            if showsCounter {
                Counter(label: "count", expose: expose)
            }
        }
    }
}

struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct RowWithState: View {
    let item: Item
    let expose: (Int, Binding<Int>) -> Void
    @State private var taps = 0

    var body: some View {
        expose(item.id, $taps)
        return Text("\(item.title) \(taps)")
    }
}

struct Rows: View {
    let items: [Item]
    let expose: (Int, Binding<Int>) -> Void

    var body: some View {
        VStack {
            ForEach(items) { item in
                RowWithState(item: item, expose: expose)
            }
        }
    }
}

@Observable final class TwoFields {
    var first = "a"
    var second = "b"
}

/// Reads only `first`, and counts its body's evaluations.
struct ReadsFirst: View {
    let model: TwoFields
    let evaluated: () -> Void
    var body: some View {
        evaluated()
        return Text(model.first)
    }
}

final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

@MainActor
@Suite(.serialized)
struct ViewUpdateTests {
    init() throws {
        try #require(TestDisplay.start(), "GTK needs a display: Xvfb did not start")
    }

    @Test func stateSurvivesTheParentsBodyAndIsDroppedWhenTheViewLeaves() {
        let binding = Box<Binding<Int>?>(nil)
        let host = Host(Parent(tick: 0, showsCounter: true) { binding.value = $0 })
        #expect(host.labels == ["tick 0", "count 0"])
        binding.value?.wrappedValue = 5
        host.update()
        #expect(host.labels == ["tick 0", "count 5"])
        // The parent's body again, with a new value: the counter keeps its state.
        host.show(Parent(tick: 1, showsCounter: true) { binding.value = $0 })
        #expect(host.labels == ["tick 1", "count 5"])
        // The counter leaves, and comes back with fresh state.
        host.show(Parent(tick: 2, showsCounter: false) { binding.value = $0 })
        #expect(host.labels == ["tick 2"])
        host.show(Parent(tick: 3, showsCounter: true) { binding.value = $0 })
        #expect(host.labels == ["tick 3", "count 0"])
    }

    @Test func rowsKeepTheirStateAndWidgetsByIdentityWhenReordered() {
        let bindings = Box<[Int: Binding<Int>]>([:])
        let items = [Item(id: 1, title: "one"), Item(id: 2, title: "two"), Item(id: 3, title: "three")]
        let host = Host(Rows(items: items) { bindings.value[$0] = $1 })
        bindings.value[2]?.wrappedValue = 7
        host.update()
        let widgets = host.labelWidgets
        #expect(host.labels == ["one 0", "two 7", "three 0"])
        host.show(Rows(items: items.reversed()) { bindings.value[$0] = $1 })
        #expect(host.labels == ["three 0", "two 7", "one 0"], "state follows the id, not the position")
        #expect(host.labelWidgets == widgets.reversed(), "the same GTK labels, moved: none rebuilt")
    }

    @Test func changingOneRowWritesOneWidget() {
        let items = (0..<100).map { Item(id: $0, title: "row \($0)") }
        let host = Host(Rows(items: items) { _, _ in })
        let before = SwiftUIMetrics.widgetWrites
        var changed = items
        changed[42].title = "changed"
        host.show(Rows(items: changed) { _, _ in })
        #expect(SwiftUIMetrics.widgetWrites - before == 1, "only row 42's label was written")
        #expect(host.labels[42] == "changed 0")
    }

    @Test func anExplicitIDChangeResetsState() {
        struct Identified: View {
            let key: Int
            let expose: (Binding<Int>) -> Void
            var body: some View { Counter(label: "c", expose: expose).id(key) }
        }
        let binding = Box<Binding<Int>?>(nil)
        let host = Host(Identified(key: 1) { binding.value = $0 })
        binding.value?.wrappedValue = 3
        host.update()
        #expect(host.labels == ["c 3"])
        host.show(Identified(key: 1) { binding.value = $0 })
        #expect(host.labels == ["c 3"], "the same id keeps the state")
        host.show(Identified(key: 2) { binding.value = $0 })
        #expect(host.labels == ["c 0"], "another id is another view")
    }

    @Test func anObservedPropertyInvalidatesOnlyTheBodiesThatReadIt() async {
        let model = TwoFields()
        let evaluations = Box(0)
        let host = Host(ReadsFirst(model: model) { evaluations.value += 1 })
        #expect(evaluations.value == 1)
        model.second = "changed"
        await host.settle()
        #expect(evaluations.value == 1, "a property the body did not read changes nothing")
        model.first = "changed"
        await host.settle()
        #expect(evaluations.value == 2)
        #expect(host.labels == ["changed"])
    }

    @Test func aTextFieldIsNotWrittenBackWhenItsStringIsUnchanged() {
        struct Field: View {
            let text: Binding<String>
            var body: some View { TextField("Name", text: text) }
        }
        let storage = Box("Blue tile")
        let binding = Binding(get: { storage.value }, set: { storage.value = $0 })
        let host = Host(Field(text: binding))
        let before = SwiftUIMetrics.widgetWrites
        host.show(Field(text: binding))
        #expect(SwiftUIMetrics.widgetWrites == before, "an unchanged string is not written to the entry")
        storage.value = "Soft Blue tile"
        host.show(Field(text: binding))
        #expect(SwiftUIMetrics.widgetWrites == before + 1, "a changed string is written once")
    }
}
