import Foundation
import FerryScenes
import GtkKit

/// SPEC scene 3, "Filter": the records filtered by a query and the "Tiles only" switch,
/// with the "N of M labels" caption, the "No matching labels" state, and rows that fade
/// in rising 8 px and fade out, ease-in-out over 0.22 s (nothing moves under reduced
/// motion). The large-collection mode shows 100,000 records; the list builds rows lazily.
///
/// The page holds no rule: ``FilterModel`` (FerryScenes) filters, plans each transition
/// and keeps the notes; the page feeds it the controls and draws what it says.
@MainActor
final class FilterPage {
    let root: Widget
    private let context: PageContext
    private let model: FilterModel
    private var list: KeyedListView<FilterRowView>!
    private let query = Entry(placeholder: FilterScene.queryPlaceholder)
    private let tilesOnly = Switch()
    private let largeMode = Switch()
    private let caption = Label("")
    private let emptyState: Widget
    /// Row widgets currently showing a record, by record id.
    private var boundRows: [Int: FilterRowView] = [:]
    private var queryChangePending = false

    init(context: PageContext) {
        self.context = context
        model = FilterModel(largeCollection: context.options.largeCollection, motion: ReducedMotion.motionPreference)
        emptyState = Box(.vertical, spacing: 8, [
            Image(iconName: "system-search-symbolic", pixelSize: 64).cssClass("dim-label"),
            Label(FilterScene.emptyTitle).cssClass("title-2"),
            Label(FilterScene.emptyHint).cssClass("dim-label"),
        ]).align(horizontal: .center, vertical: .center).margins(24)
        let tilesRow = Box(.horizontal, spacing: 12, [Label(FilterRecord.tilesOnly).textAlignment(0).expand(vertically: false), tilesOnly])
        tilesOnly.accessibleLabel(FilterRecord.tilesOnly)
        largeMode.accessibleLabel("Large collection")
        largeMode.isOn = context.options.largeCollection
        let largeRow = Box(.horizontal, spacing: 12, [
            Label("Large collection (100,000 labels)").textAlignment(0).expand(vertically: false), largeMode,
        ])
        caption.cssClass("dim-label").textAlignment(0)
        let rootBox = Box(.vertical, spacing: 12)
        root = rootBox.margins(24)
        list = KeyedListView(makeRow: { FilterRowView() }) { [unowned self] row, id in
            if let record = self.model.record(id) { self.bind(row, record) }
        }
        list.cssClass("ferry-filter-list")
        list.onSettled = { [unowned self] in
            FerryLog.write(.filterListSettled(window: context.windowTitle, rows: self.list.keys.count))
        }
        rootBox.append(query)
        rootBox.append(tilesRow)
        rootBox.append(caption)
        rootBox.append(ScrolledWindow(list).expand())
        rootBox.append(emptyState)
        rootBox.append(Separator())
        rootBox.append(largeRow)
        context.landmark("filter-query", query)
        context.landmark("tiles-only", tilesOnly)
        context.landmark("large-collection", largeMode)
        context.landmarks { [weak self] in
            guard let self else { return [] }
            return self.boundRows.compactMap { id, row in id <= 4 ? ("filter-note-\(id)", row.noteSlot) : nil }
        }

        query.onChange { [unowned self] _ in self.queryChanged() }
        tilesOnly.onToggle { [unowned self] isOn in self.show(self.model.setTilesOnly(isOn)) }
        largeMode.onToggle { [unowned self] isOn in self.setLargeCollection(isOn) }
        ReducedMotion.observeMotion(owner: root) { [unowned self] motion in
            self.model.motion = motion
            FerryLog.write(.reducedMotion(window: context.windowTitle, isOn: motion == .reduced))
        }
        settle(on: model.visibleIDs)
        refreshLabels()
    }

    /// The records shown now, in order.
    var visibleIDs: [Int] { model.visibleIDs }
    var largeModeSwitch: Switch { largeMode }
    var queryField: Entry { query }
    var listView: Widget { root }

    // MARK: Showing updates

    /// The field changed. Changes made in one go (typing over a selection deletes, then
    /// inserts) are applied once, on the next turn of the main loop, with the final text:
    /// "a" replaced by "b" is one change of members, not two.
    private func queryChanged() {
        let started = ContinuousClock.now
        guard !queryChangePending else { return }
        queryChangePending = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.queryChangePending = false
            if self.applyQuery() { self.reportKeystroke(started: started) }
        }
    }

    /// Filters by the field's text if it changed since the last time; returns whether it did.
    @discardableResult
    func applyQuery() -> Bool {
        let started = ContinuousClock.now
        guard let update = model.setQuery(query.text) else { return false }
        phase("filter", started)
        show(update)
        return true
    }

    private func phase(_ name: String, _ started: ContinuousClock.Instant) {
        guard context.options.timings else { return }
        FerryLog.always(.timing("phase \(name) ms=\(milliseconds(since: started))"))
    }

    private func show(_ update: MembershipUpdate<Int>) {
        refreshLabels()
        var started = ContinuousClock.now
        // The list keeps its scroll position, so the same positions stay in view.
        let (plan, generation) = model.beginTransition(update, rowsInView: list.visiblePositions)
        phase("plan", started)
        FerryLog.write(.filtered(window: context.windowTitle, query: model.filter.query.text, tilesOnly: model.isTilesOnly,
                                 visible: model.visibleIDs, animates: plan.animates))
        guard plan.animates else {
            settle(on: plan.rowsAfterTransition)
            return
        }
        started = ContinuousClock.now
        list.setKeys(plan.rowsDuringTransition)
        phase("store", started)
        applyAppearances()
        let duration = update.animation.duration
        let begun = ContinuousClock.now  // for the log only: the rows follow the frame clock
        // The animation runs on the frame clock (slowed down when GTK_SLOWDOWN says so); each
        // frame moves the plan to the same point of its 0.22 s.
        let animated = root.animate(duration: .milliseconds(Int((duration * 1000).rounded())), curve: .linear, { [weak self] fraction in
            guard let self, self.model.isRunning(generation: generation) else { return }
            self.model.advance(toElapsed: fraction * duration)
            self.applyAppearances()
        }, completion: { [weak self] in
            guard let self, let rows = self.model.finishTransition(generation: generation) else { return }
            self.settle(on: rows)
            FerryLog.write(.filterSettled(window: self.context.windowTitle, rows: rows.count, afterMilliseconds: Int(seconds(since: begun) * 1000)))
        })
        FerryLog.write(.filterAnimation(window: context.windowTitle, started: animated, entering: update.diff.insertedIDs.count, leaving: update.diff.removedIDs.count))
    }

    private func settle(on ids: [Int]) {
        list.setKeys(ids)
        for row in boundRows.values { row.apply(.resting) }
        context.logGeometry()
    }

    private func applyAppearances() {
        guard let plan = model.transition else { return }
        for (id, row) in boundRows { row.apply(model.appearance(of: id)) }
        guard FerryLog.isEnabled else { return }
        // The log samples the first moving rows by id, so UI tests read a stable sequence.
        let samples = boundRows.keys.sorted().lazy.filter { plan.transition(for: $0) != .identity }.prefix(8).map { id in
            (id: id, self.model.appearance(of: id))
        }
        FerryLog.write(.filterStep(window: context.windowTitle, elapsedMilliseconds: Int(model.elapsed * 1000), samples: Array(samples)))
    }

    private func bind(_ row: FilterRowView, _ record: FilterRecord) {
        if let old = row.recordID, boundRows[old] === row { boundRows[old] = nil }
        row.show(record, note: model.note(for: record.id))
        row.onNoteEdited = { [weak self] id, text in self?.model.setNote(text, for: id) }
        boundRows[record.id] = row
        row.apply(model.appearance(of: record.id))
    }

    private func refreshLabels() {
        caption.text = model.caption
        emptyState.isVisible = model.showsEmptyState
    }

    private func setLargeCollection(_ isOn: Bool) {
        let started = ContinuousClock.now
        model.setLargeCollection(isOn)
        settle(on: model.visibleIDs)
        refreshLabels()
        FerryLog.write(.filterSource(window: context.windowTitle, records: model.filter.totalCount, milliseconds: milliseconds(since: started)))
    }

    private func reportKeystroke(started: ContinuousClock.Instant) {
        guard context.options.timings else { return }
        let applied = milliseconds(since: started)
        let rows = model.filter.totalCount, visible = model.visibleIDs.count
        root.onNextFramePainted {
            FerryLog.always(.timing("filter-keystroke rows=\(rows) visible=\(visible) applied_ms=\(applied) frame_ms=\(milliseconds(since: started))"))
        }
    }
}

/// Seconds since `start`.
func seconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start).seconds
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
    /// The duration in milliseconds.
    var milliseconds: Double { seconds * 1000 }
}

/// Milliseconds since `start`, with two decimals.
func milliseconds(since start: ContinuousClock.Instant) -> String {
    String(format: "%.2f", seconds(since: start) * 1000)
}

/// One row of the filtered list: the title, "Tile" or "Dot", and a note. The row keeps a
/// fixed 8 px budget of vertical margin, so its content can start 8 px low and rise
/// without moving the rows around it.
///
/// The note's editor is made only when the row needs one: when its record has a draft,
/// or when the user clicks "Add note…". GTK keeps about 200 rows alive, and a text field
/// is the dearest widget of a row; making 200 of them whenever a filter grows the list
/// from a handful of rows would cost a whole frame.
@MainActor
final class FilterRowView: ListRow {
    let box: Box
    var widget: Widget { box }
    private let title = Label("")
    private let kind = Label("")
    /// Where the note goes: the "Add note…" button, or the editor once there is one.
    let noteSlot = Box(.horizontal)
    private let addNote = Button("Add note…")
    /// The note's editor; its text is a draft kept by the page, keyed by record id.
    private(set) var note: Entry?
    private(set) var recordID: Int?
    private var recordTitle = ""
    /// Told when the user edits the note (not when the page fills it in).
    var onNoteEdited: (@MainActor (Int, String) -> Void)?
    private var filling = false

    init() {
        title.textAlignment(0).expand(vertically: false)
        kind.cssClass("dim-label").cssClass("caption").minimumSize(width: 40)
        addNote.cssClass("flat").expand(vertically: false)
        noteSlot.minimumSize(width: 220, height: 34)
        noteSlot.append(addNote)
        box = Box(.horizontal, spacing: 12, [title, kind, noteSlot])
        addNote.onClicked { [weak self] in self?.openEditor().grabFocus() }
        apply(.resting)
    }

    /// Shows `record` with its draft note.
    func show(_ record: FilterRecord, note draft: String) {
        recordID = record.id
        recordTitle = record.title
        title.text = record.title
        kind.text = record.kindName
        addNote.accessibleLabel("Add a note for \(record.title)")
        guard note != nil || !draft.isEmpty else { return }
        let editor = openEditor()
        filling = true
        editor.text = draft
        filling = false
    }

    /// The note's editor, made and put in place of the button the first time.
    @discardableResult
    private func openEditor() -> Entry {
        if let note {
            note.accessibleLabel("Note for \(recordTitle)")
            return note
        }
        let editor = Entry(placeholder: "Note")
        editor.expand(vertically: false)
        editor.onChange { [weak self] text in
            guard let self, !self.filling, let id = self.recordID else { return }
            self.onNoteEdited?(id, text)
        }
        noteSlot.remove(addNote)
        noteSlot.append(editor)
        note = editor
        editor.accessibleLabel("Note for \(recordTitle)")
        return editor
    }

    /// Draws the row at one moment of its transition.
    func apply(_ appearance: RowAppearance) {
        let offset = Int(appearance.offsetY.rounded())
        box.opacity = appearance.opacity
        box.margins(top: 4 + offset, leading: 12, bottom: 4 + Int(FilterScene.animation.insertionRise) - offset, trailing: 12)
    }
}

extension FilterPage {
    /// Turns the large-collection mode on as the switch does; returns the milliseconds taken.
    func setLargeCollectionForBenchmark() -> Double {
        let started = ContinuousClock.now
        largeModeSwitch.isOn = true
        return seconds(since: started) * 1000
    }

    /// Sets the query as a keystroke does; returns the milliseconds until the filter was
    /// applied, until the next frame was painted, and the keystroke's work: applying it
    /// plus that frame, without the wait for the frame clock's next refresh slot (while
    /// rows animate the clock paints at 60 Hz, and a keystroke waits for the next slot).
    func measureKeystroke(_ text: String) async -> (applied: Double, frame: Double, work: Double) {
        let started = ContinuousClock.now
        queryField.text = text
        applyQuery()
        let applied = seconds(since: started) * 1000
        let (began, painted) = await withCheckedContinuation { (continuation: CheckedContinuation<(ContinuousClock.Instant, ContinuousClock.Instant), Never>) in
            listView.onNextFrame { began, painted in continuation.resume(returning: (began, painted)) }
        }
        return (applied, (painted - started).milliseconds, applied + (painted - began).milliseconds)
    }
}
