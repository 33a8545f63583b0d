// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// SPEC scene 3, "Filter" (seed 004): "Label Collection", the records filtered by a query
/// and the "Tiles only" switch, the "N of M labels" caption, and the rows (tinted, rounded)
/// with the "No matching labels" row in one animated stack: entering rows fade in rising
/// 8 px, leaving rows fade out, the rows that stay glide to their new places and the
/// message fades in and out with them, timed by `FilterScene.animation` (nothing moves
/// under reduced motion). The large-collection mode shows 100,000 records; the list builds
/// rows lazily.
///
/// The page holds no rule: ``FilterModel`` (FerryScenes) filters, plans each transition
/// (``FilterTransition``: each row's share of the list and its offset) and keeps the notes;
/// the page feeds it the controls and draws what it says.
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
    /// Row widgets currently showing a record (or the message), by key.
    private var boundRows: [Int: FilterRowView] = [:]
    private var queryChangePending = false

    init(context: PageContext) {
        self.context = context
        model = FilterModel(largeCollection: context.options.largeCollection, motion: ReducedMotion.motionPreference)
        let tilesRow = Box(.horizontal, spacing: 12, [Label(FilterRecord.tilesOnlyTitle).textAlignment(0).expand(vertically: false), tilesOnly])
        query.accessibleLabel(FilterScene.queryPlaceholder)
        tilesOnly.accessibleLabel(FilterRecord.tilesOnlyTitle)
        largeMode.accessibleLabel(tr("Large collection"))
        largeMode.isOn = context.options.largeCollection
        let largeRow = Box(.horizontal, spacing: 12, [
            Label(tr("Large collection (100,000 labels)")).textAlignment(0).expand(vertically: false), largeMode,
        ])
        caption.cssClass("caption").textAlignment(0)
        let rootBox = Box(.vertical, spacing: FilterScene.columnSpacing)
        root = rootBox.margins(FilterScene.windowPadding)
        list = KeyedListView(makeRow: { FilterRowView() }) { [unowned self] row, key in
            if let record = self.model.record(key) {
                self.bind(row, record)
            } else if key == FilterTransition.emptyMessageKey {
                self.bindMessage(row)
            }
        }
        list.cssClass("ferry-filter-list")
        list.onSettled = { [unowned self] in
            FerryLog.write(.filterListSettled(window: context.windowTitle, rows: self.list.keys.count))
        }
        rootBox.append(Label(FilterScene.title).cssClass("title-2").textAlignment(0))
        rootBox.append(query)
        rootBox.append(tilesRow)
        rootBox.append(caption)
        rootBox.append(ScrolledWindow(list).minimumSize(height: FilterScene.rowsAreaHeight).expand())
        rootBox.append(Separator())
        rootBox.append(largeRow)
        context.landmark("filter-query", query)
        context.landmark("tiles-only", tilesOnly)
        context.landmark("large-collection", largeMode)
        context.landmarks { [weak self] in
            guard let self else { return [] }
            return self.boundRows.compactMap { id, row in (1...4).contains(id) ? ("filter-note-\(id)", row.noteSlot) : nil }
        }

        query.onChange { [unowned self] _ in self.queryChanged() }
        if context.settings.tilesOnly {
            tilesOnly.isOn = true
            _ = model.setTilesOnly(true)
        }
        tilesOnly.onToggle { [unowned self] isOn in
            context.settings.tilesOnlyChanged(isOn)
            self.show(self.model.setTilesOnly(isOn))
        }
        largeMode.onToggle { [unowned self] isOn in self.setLargeCollection(isOn) }
        ReducedMotion.observeMotion(owner: root) { [unowned self] motion in
            self.model.motion = motion
            FerryLog.write(.reducedMotion(window: context.windowTitle, isOn: motion == .reduced))
        }
        settle(on: model.restingRows)
        refreshLabels()
    }

    /// Seed 004's row styling, from the scene's numbers: each row padded and tinted with the
    /// desktop's blue on a rounded background; the list's own row chrome removed, so that a
    /// row's slot is exactly its content and can shrink to nothing.
    static let css = """
    .ferry-filter-row { padding: \(FilterScene.rowPadding)px; border-radius: \(FilterScene.rowCornerRadius)px;
      background-color: alpha(@blue_3, \(FilterScene.rowTintOpacity)); }
    listview.ferry-filter-list { background: none; padding-top: \(FilterScene.rowsPadding)px; }
    listview.ferry-filter-list > row { padding: 0; margin: 0; min-height: 0; background: none; border: none; }
    """

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
        let heights = measuredHeights()
        let (plan, generation) = model.beginTransition(update, rowsInView: list.visiblePositions,
                                                       rowHeight: heights.row, messageHeight: heights.message)
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
        // frame moves the plan to the same point of its `duration`.
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

    /// The heights of a record's row and of the message row, as the rows in the list
    /// measure now (the seed's numbers before any is built).
    private func measuredHeights() -> (row: Double, message: Double) {
        var row: Double?, message: Double?
        for (key, view) in boundRows {
            let height = Double(view.slot.childHeight)
            guard height > 0 else { continue }
            if key == FilterTransition.emptyMessageKey { message = message ?? height } else { row = row ?? height }
            if row != nil, message != nil { break }
        }
        let fallback = Double(2 * FilterScene.rowPadding + FilterScene.rowSpacing + 20)
        return (row ?? fallback, message ?? fallback)
    }

    private func applyAppearances() {
        guard model.transition != nil else { return }
        for (id, row) in boundRows { row.apply(model.placement(of: id)) }
        guard FerryLog.isEnabled else { return }
        // The log samples the first moving rows by key, so UI tests read a stable sequence.
        let samples = boundRows.keys.sorted().lazy.map { id in (id: id, self.model.placement(of: id)) }
            .filter { $0.1 != .resting }.prefix(8)
        FerryLog.write(.filterStep(window: context.windowTitle, elapsedMilliseconds: Int(model.elapsed * 1000), samples: Array(samples)))
    }

    private func bind(_ row: FilterRowView, _ record: FilterRecord) {
        if let old = row.key, boundRows[old] === row { boundRows[old] = nil }
        row.show(record, note: model.note(for: record.id))
        row.onNoteEdited = { [weak self] id, text in self?.model.setNote(text, for: id) }
        boundRows[record.id] = row
        row.apply(model.placement(of: record.id))
    }

    private func bindMessage(_ row: FilterRowView) {
        let key = FilterTransition.emptyMessageKey
        if let old = row.key, boundRows[old] === row { boundRows[old] = nil }
        row.showMessage()
        boundRows[key] = row
        row.apply(model.placement(of: key))
    }

    private func refreshLabels() {
        caption.text = model.caption
    }

    private func setLargeCollection(_ isOn: Bool) {
        let started = ContinuousClock.now
        model.setLargeCollection(isOn)
        settle(on: model.restingRows)
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

/// One row of the filtered list, seed 004's row: the title, then "Tile" or "Dot" in the
/// secondary colour at the end, with 12 px of padding on a tinted rounded background; and
/// Ferry's note. The same row shows the "No matching labels" message when the list binds it
/// to the message's key. The row sits in a ``Slot`` that the transition shrinks, grows and
/// shifts, so the rows around it glide.
///
/// The note's editor is made only when the row needs one: when its record has a draft,
/// or when the user clicks "Add note…". GTK keeps about 200 rows alive, and a text field
/// is the dearest widget of a row; making 200 of them whenever a filter grows the list
/// from a handful of rows would cost a whole frame.
@MainActor
final class FilterRowView: ListRow {
    let slot: Slot
    var widget: Widget { slot }
    private let record: Box
    private let title = Label("")
    private let kind = Label("")
    private let message = Label(FilterScene.emptyTitle)
    /// Holds the record or the message, one at a time.
    private let content: Box
    private var showsMessage = false
    /// Where the note goes: the "Add note…" button, or the editor once there is one.
    let noteSlot = Box(.horizontal)
    private let addNote = Button(tr("Add note…"))
    /// The note's editor; its text is a draft kept by the page, keyed by record id.
    private(set) var note: Entry?
    /// The key shown: a record id, or ``FilterTransition/emptyMessageKey``.
    private(set) var key: Int?
    /// The record shown, if the row shows one.
    var recordID: Int? { key == FilterTransition.emptyMessageKey ? nil : key }
    private var recordTitle = ""
    /// Told when the user edits the note (not when the page fills it in).
    var onNoteEdited: (@MainActor (Int, String) -> Void)?
    private var filling = false

    init() {
        title.textAlignment(0).expand(vertically: false)
        kind.cssClass("dim-label")
        addNote.cssClass("flat")
        noteSlot.minimumSize(width: 220)
        noteSlot.append(addNote)
        record = Box(.horizontal, spacing: 12, [title, noteSlot, kind])
        record.cssClass("ferry-filter-row")
        message.cssClass("dim-label").textAlignment(0).margins(FilterScene.rowPadding)
        // The seed's stack spacing goes below each row, so a row that shrinks away takes
        // its spacing with it.
        content = Box(.vertical, spacing: 0, [record])
            .margins(top: 0, leading: FilterScene.rowsPadding, bottom: FilterScene.rowSpacing, trailing: FilterScene.rowsPadding)
        slot = Slot(content)
        addNote.onClicked { [weak self] in self?.openEditor().grabFocus() }
        apply(.resting)
    }

    /// Shows `record` with its draft note.
    func show(_ shown: FilterRecord, note draft: String) {
        key = shown.id
        showMessage(false)
        recordTitle = shown.title
        title.text = shown.title
        kind.text = shown.kindName
        addNote.accessibleLabel(tr("Add a note for %1$s", shown.title))
        guard note != nil || !draft.isEmpty else { return }
        let editor = openEditor()
        filling = true
        editor.text = draft
        filling = false
    }

    /// Shows "No matching labels".
    func showMessage() {
        key = FilterTransition.emptyMessageKey
        showMessage(true)
    }

    /// Puts the message (or the record) in the row in place of the other. Swapped, not hidden: GTK 4.8's
    /// accessibility tree keeps a hidden child standing for a recycled row, so a screen
    /// reader would read "No matching labels" on a row showing a record.
    private func showMessage(_ message: Bool) {
        guard message != showsMessage else { return }
        showsMessage = message
        content.remove(message ? record : self.message)
        content.append(message ? self.message : record)
    }

    /// The note's editor, made and put in place of the button the first time.
    @discardableResult
    private func openEditor() -> Entry {
        if let note {
            note.accessibleLabel(tr("Note for %1$s", recordTitle))
            return note
        }
        let editor = Entry(placeholder: tr("Note"))
        editor.expand(vertically: false)
        editor.onChange { [weak self] text in
            guard let self, !self.filling, let id = self.recordID else { return }
            self.onNoteEdited?(id, text)
        }
        noteSlot.remove(addNote)
        noteSlot.append(editor)
        note = editor
        editor.accessibleLabel(tr("Note for %1$s", recordTitle))
        return editor
    }

    /// Draws the row at one moment of its transition.
    func apply(_ placement: RowPlacement) {
        slot.opacity = placement.opacity
        slot.place(heightFraction: placement.heightFraction, offsetY: placement.offsetY)
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
