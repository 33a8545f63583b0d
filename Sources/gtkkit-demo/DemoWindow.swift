// SPDX-License-Identifier: Apache-2.0
import CoreTransferable
import Foundation
import GtkKit
import TransferSessions

/// One demo window: every GtkKit feature on four pages. Each window has its own state.
@MainActor
final class DemoWindow {
    let window: ApplicationWindow
    let options: DemoOptions
    private let stack = ViewStack()
    private var overlay: ToastOverlay!
    /// Widgets whose position the UI tests need, by name.
    private var landmarks: [(String, Widget)] = []

    // Drag and drop state
    private var collection: [DemoShape] = []
    private let collectionLabel = Label("Collection: 0 shapes")
    private let collectionList = Box(.vertical, spacing: 4)
    private let statusLabel = Label("Drag a shape into Collection.")
    private let textDropLabel = Label("Text drop: none")
    private let providerLabel = Label("Provider drop: none")
    private let dragOutcomeLabel = Label("Last drag: none")
    private let leftItems = ListStore<DemoItem>()
    private let rightItems = ListStore<DemoItem>()
    private let moveLabel = Label("")

    // Clipboard
    private let pastedTextLabel = Label("Pasted text: none")
    private let pastedShapeLabel = Label("Pasted shape: none")
    private let clipboardLabel = Label("Clipboard offers: nothing")

    // Files
    private let fileLabel = Label("Imported file: none")
    private let fileProgress = ProgressBar(showsText: true)
    private let cancelImport = Button("Cancel Import")
    private var currentImport: ImportProgress?
    private let picture = Picture()
    private let pictureLabel = Label("Picture: empty")

    // Widgets page
    private let motionLabel = Label("")
    private let animationLabel = Label("Animation: not run")
    private let animatedBox = Label("Moving label").cssClass("card")
    private let revealer: Revealer
    private let closuresLabel = Label("Live closures: ?")

    init(application: Application, options: DemoOptions) {
        self.options = options
        window = ApplicationWindow(application: application, title: options.title, width: 1000, height: 720)
        revealer = Revealer(Label("Details revealed").margins(8), transition: .slideDown, duration: .milliseconds(400))
        stack.addPage(dragAndDropPage(), name: "dnd", title: "Drag & Drop", iconName: "edit-copy-symbolic")
        stack.addPage(clipboardPage(), name: "clipboard", title: "Clipboard", iconName: "edit-paste-symbolic")
        stack.addPage(filesPage(), name: "files", title: "Files", iconName: "folder-symbolic")
        stack.addPage(widgetsPage(), name: "widgets", title: "Widgets", iconName: "applications-system-symbolic")
        let header = HeaderBar(titleWidget: ViewSwitcher(stack: stack))
        landmarks.append(("header", header))
        header.packEnd(MenuButton(tooltip: "Main Menu", isPrimary: true, items: [
            ("New Window", "app.new-window"), ("Keyboard Shortcuts", "win.show-help-overlay"), ("About GtkKit Demo", "app.about"),
        ]))
        overlay = ToastOverlay(stack.expand())
        window.setContent(Box(.vertical, [header, overlay]))
        window.setShortcutsWindow(ShortcutsWindow(groups: [
            .init("Windows", [.init("New window", accelerator: "<Control>n"), .init("Close window", accelerator: "<Control>w"),
                              .init("Quit", accelerator: "<Control>q")]),
            .init("Pages", (1...4).map { .init("Show page \($0)", accelerator: "<Alt>\($0)") }),
            .init("Help", [.init("Keyboard shortcuts", accelerator: "<Control>question")]),
        ]))
        for (index, page) in ["dnd", "clipboard", "files", "widgets"].enumerated() {
            window.addAction("page-\(index + 1)") { self.stack.visiblePage = page }
        }
        stack.onPageChange { [unowned self] page in
            DemoLog.write("PAGE \(page ?? "?")")
            self.logGeometry(after: .milliseconds(300))
        }
        window.onSignal("map") { [unowned self] in self.logGeometry(after: .milliseconds(500)) }
        // Where the pointer is on the surface: how the UI tests find the window on Wayland.
        window.onPointerMotion { point in DemoLog.write("POINTER \(options.title) \(Int(point.x.rounded())) \(Int(point.y.rounded()))") }
        window.onClose { DemoLog.write("WINDOW_CLOSED \(options.title)") }
        if let page = options.page { stack.visiblePage = page }
        refreshMoveLabel()
        startClosureCounter()
    }

    func present() { window.present() }

    /// Shows each page and writes a PNG of the window for it into `folder`.
    func writeScreenshots(into folder: URL) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for page in ["dnd", "clipboard", "files", "widgets"] {
            stack.visiblePage = page
            try await Task.sleep(for: .milliseconds(600))
            let file = folder.appendingPathComponent("\(page).png")
            try window.writeSnapshot(to: file)
            print("Wrote \(file.path)")
        }
    }

    // MARK: Pages

    private func dragAndDropPage() -> Widget {
        let palette = Box(.vertical, spacing: 8, [Label("Palette").cssClass("title-3")])
        for kind in ["circle", "square"] {
            let entry = Label(kind.capitalized).cssClass("card").minimumSize(width: 160, height: 56)
            // Circle has a custom preview (a 300×300 card); Square uses a picture of its row.
            var preview: (@MainActor (DemoShape) -> Widget)?
            if kind == "circle" {
                preview = { (shape: DemoShape) -> Widget in
                    let card = Label("Drop \(shape.kind.capitalized)")
                    return card.cssClass("card").cssClass("title-2").minimumSize(width: 300, height: 300)
                }
            }
            entry.draggable(DemoShape(kind: kind), preview: preview,
                            onEnded: { [unowned self] outcome in self.dragEnded("palette \(kind)", outcome) })
            palette.append(entry)
            landmarks.append(("palette-\(kind)", entry))
        }
        let zone = Box(.vertical, spacing: 6, [collectionLabel.cssClass("title-3"), collectionList])
            .cssClass("card").cssClass("drop-zone").minimumSize(width: 320, height: 240).expand(vertically: false)
        zone.dropDestination(for: DemoShape.self, action: { [unowned self] shapes, point in
            self.dropShapes(shapes, at: point)
        }, isTargeted: { [unowned zone] targeted in
            zone.setCSSClass("drop-target-active", targeted)
            DemoLog.write("TARGETED collection \(targeted)")
        }, onFailure: { [unowned self] error in self.report("Drop failed: \(error)") })
        landmarks.append(("collection", zone))

        let textZone = Box(.vertical, spacing: 6, [textDropLabel]).cssClass("card").minimumSize(width: 200, height: 80)
        textZone.dropDestination(for: String.self, action: { [unowned self] strings, _ in
            self.textDropLabel.text = "Text drop: \(strings.joined(separator: ", "))"
            DemoLog.write("TEXT_DROP \(strings)")
            return true
        })
        landmarks.append(("text-zone", textZone))

        let providerZone = Box(.vertical, spacing: 6, [providerLabel]).cssClass("card").minimumSize(width: 200, height: 80)
        providerZone.dropDestination(of: [.demoShape, .plainText], action: { [unowned self] providers, _ in
            var loaded: [String] = Array(repeating: "", count: providers.count)
            var remaining = providers.count
            for (index, provider) in providers.enumerated() {
                if provider.hasItemConforming(to: .demoShape) {
                    provider.loadTransferable(type: DemoShape.self) { result in
                        loaded[index] = (try? result.get().kind) ?? "failed"
                        remaining -= 1
                        if remaining == 0 { self.providerLabel.text = "Provider drop: \(loaded.joined(separator: ", "))" }
                    }
                } else {
                    provider.loadTransferable(type: String.self) { result in
                        loaded[index] = (try? result.get()) ?? "failed"
                        remaining -= 1
                        if remaining == 0 { self.providerLabel.text = "Provider drop: \(loaded.joined(separator: ", "))" }
                    }
                }
            }
            return true
        })
        landmarks.append(("provider-zone", providerZone))

        leftItems.replaceAll(with: ["Apple", "Pear", "Plum"].map { DemoItem(id: UUID(), title: $0) })
        let moveLists = Box(.horizontal, spacing: 12, [moveList(leftItems, name: "left"), moveList(rightItems, name: "right")])

        let columns = Box(.horizontal, spacing: 24, [
            palette,
            Box(.vertical, spacing: 8, [zone, Box(.horizontal, spacing: 8, [textZone, providerZone])]).expand(vertically: false),
        ])
        return Box(.vertical, spacing: 12, [
            columns, statusLabel, dragOutcomeLabel,
            Label("Move between lists").cssClass("title-4").textAlignment(0), moveLists, moveLabel,
        ]).margins(16)
    }

    private func moveList(_ store: ListStore<DemoItem>, name: String) -> Widget {
        let list = ListView(store: store, makeRow: { Label("").minimumSize(height: 32) }) { row, item in
            row.text = item.title
        }
        // Rows are reused for other items, so the drag source asks the row what it shows now.
        let frame = Box(.vertical, spacing: 4, [Label(name.capitalized).cssClass("heading"), list.expand()])
            .cssClass("card").minimumSize(width: 200, height: 150)
        frame.dropDestination(for: DemoItem.self, preferredOperation: .move, action: { [unowned self] items, _ in
            for item in items where !store.elements.contains(item) { store.append(item) }
            self.refreshMoveLabel()
            return true
        })
        // The first item of each list is the drag handle the tests use.
        let handle = Label("Drag first \(name) item").cssClass("card").minimumSize(height: 32)
        handle.draggable(store.elements.first, operations: [.copy, .move], onEnded: { [unowned self] outcome in
            self.dragEnded("\(name) list", outcome)
            // The source removes only when the destination completed a move.
            if case .completed(.move) = outcome, !store.elements.isEmpty { store.remove(at: 0) }
            self.refreshMoveLabel()
        })
        landmarks.append(("\(name)-handle", handle))
        landmarks.append(("\(name)-list", frame))
        return Box(.vertical, spacing: 4, [handle, frame])
    }

    private func clipboardPage() -> Widget {
        let clipboard = Clipboard.general
        let copyShape = Button("Copy Circle") { [unowned self] in
            clipboard.copy(DemoShape(kind: "circle"))
            self.report("Copied a circle.")
        }
        let copyText = Button("Copy Text") { [unowned self] in
            clipboard.copy("Hello from GtkKit")
            self.report("Copied text.")
        }
        let pasteText = PasteButton<String>(title: "Paste Text", onPaste: { [unowned self] strings in
            self.pastedTextLabel.text = "Pasted text: \(strings.joined(separator: ", "))"
            DemoLog.write("PASTED_TEXT \(strings)")
        }, onFailure: { [unowned self] error in self.report("Paste failed: \(error)") })
        let pasteShape = PasteButton<DemoShape>(title: "Paste Shape", onPaste: { [unowned self] shapes in
            self.pastedShapeLabel.text = "Pasted shape: \(shapes.map(\.kind).joined(separator: ", "))"
        }, onFailure: { [unowned self] error in self.report("Paste failed: \(error)") })
        clipboard.onChange(owner: clipboardLabel) { [unowned self] in self.refreshClipboardLabel() }
        landmarks += [("copy-shape", copyShape), ("copy-text", copyText), ("paste-text", pasteText), ("paste-shape", pasteShape)]
        return Box(.vertical, spacing: 12, [
            Box(.horizontal, spacing: 8, [copyShape, copyText, pasteText, pasteShape]),
            pastedTextLabel.textAlignment(0), pastedShapeLabel.textAlignment(0), clipboardLabel.wraps().textAlignment(0),
        ]).margins(16)
    }

    private func filesPage() -> Widget {
        cancelImport.isSensitive = false
        cancelImport.onClicked { [unowned self] in self.currentImport?.cancel() }
        let zone = Box(.vertical, spacing: 8, [Label("Drop a file here").cssClass("title-3"), fileLabel, fileProgress, cancelImport])
            .cssClass("card").minimumSize(width: 420, height: 180)
        zone.dropDestination(for: DemoFile.self, action: { [unowned self] files, _ in
            let names = files.map { "\($0.url.lastPathComponent) (\($0.byteCount) bytes)" }
            self.fileLabel.text = "Imported file: \(names.joined(separator: ", "))"
            DemoLog.write("IMPORTED \(names)")
            return true
        }, isTargeted: { DemoLog.write("TARGETED file-zone \($0)") }, importProgress: { [unowned self] progress in
            self.currentImport = progress
            self.cancelImport.isSensitive = true
            progress.onUpdate = { [unowned self] progress in
                self.fileProgress.fraction = progress.fractionCompleted
                DemoLog.write("IMPORT_PROGRESS \(progress.completedBytes)/\(progress.totalBytes) finished=\(progress.isFinished) cancelled=\(progress.isCancelled)")
                if progress.isFinished { self.cancelImport.isSensitive = false }
            }
        }, onFailure: { [unowned self] error in
            self.fileLabel.text = "Import failed: \(error)"
            self.report("Import failed: \(error)")
        })
        landmarks.append(("file-zone", zone))

        picture.minimumSize(width: 200, height: 150)
        let pictureZone = Box(.vertical, spacing: 4, [pictureLabel, picture]).cssClass("card")
        pictureZone.dropDestination(for: DemoImage.self, action: { [unowned self] images, _ in
            guard let image = images.first, (try? self.picture.show(imageData: image.data)) != nil else { return false }
            self.pictureLabel.text = "Picture: \(image.data.count) bytes"
            return true
        })
        landmarks.append(("picture-zone", pictureZone))
        let open = Button("Open…") { [unowned self] in
            Task { @MainActor in
                let url = await FileChooser.openFile(title: "Open a File", over: self.window)
                self.report(url.map { "Chose \($0.lastPathComponent)." } ?? "No file chosen.")
            }
        }
        landmarks.append(("open", open))
        return Box(.vertical, spacing: 12, [zone, Box(.horizontal, spacing: 8, [open, Image(iconName: "folder-symbolic", pixelSize: 32)]), pictureZone]).margins(16)
    }

    private func widgetsPage() -> Widget {
        let entry = Entry(placeholder: "Type here")
        let echo = Label("Entry: ")
        entry.onChange { echo.text = "Entry: \($0)" }
        let textView = TextView(text: "A text view.").minimumSize(height: 60)
        let reduceMotion = Switch(isOn: ReducedMotion.isEnabled)
        reduceMotion.onToggle { ReducedMotion.setAnimationsEnabled(!$0) }
        refreshMotionLabel()
        ReducedMotion.observe(owner: motionLabel) { [unowned self] isOn in
            reduceMotion.isOn = isOn
            self.refreshMotionLabel()
            DemoLog.write("REDUCED_MOTION \(isOn)")
        }
        let animate = Button("Animate") { [unowned self] in self.runAnimation() }
        let toggle = Button("Toggle Details") { [unowned self] in self.revealer.isRevealed.toggle() }
        // Shown until dismissed: a screen reader (and a UI test on a loaded machine) may
        // take longer to read it than a brief toast lasts.
        let toast = Button("Show Toast") { [unowned self] in self.report("Hello from a toast.", timeout: 0) }
        landmarks += [("animate", animate), ("toast-button", toast), ("reduce-motion", reduceMotion), ("entry", entry)]

        let keyed = keyedListDemo()
        let rows = ListStore((0..<100_000).map(NumberedRow.init(id:)))
        let longList = ListView(store: rows, makeRow: { Label("") }) { row, element in row.text = "Row \(element.id)" }
        let rowsLabel = Label("Rows: \(rows.count)")
        longList.onSignal("map") { rowsLabel.text = "Rows: \(rows.count), row widgets: \(longList.heldRows.count)" }
        return Box(.horizontal, spacing: 16, [
            Box(.vertical, spacing: 10, [
                entry, echo, textView,
                Box(.horizontal, spacing: 8, [Label("Reduce motion"), reduceMotion]), motionLabel,
                Box(.horizontal, spacing: 8, [animate, toggle, toast]), animationLabel, animatedBox, revealer, closuresLabel,
            ]).minimumSize(width: 420),
            Box(.vertical, spacing: 4, [rowsLabel, ScrolledWindow(longList).expand(), keyed]).expand(),
        ]).margins(16)
    }

    /// A keyed list that jumps between 3 and 1,000 keys: its log shows how a growth is
    /// spread over frames (KEYED_SET, KEYED_FRAME) and when it is in place (KEYED_SETTLED).
    private func keyedListDemo() -> Widget {
        let list = KeyedListView(makeRow: { KeyedDemoRow() }) { row, key in row.label.text = "Key \(key)" }
        list.onSettled = { DemoLog.write("KEYED_SETTLED shown=\(list.shownCount) of=\(list.keys.count) held=\(list.heldRows.count)") }
        func show(_ count: Int) {
            list.setKeys(Array(0..<count))
            DemoLog.write("KEYED_SET shown=\(list.shownCount) of=\(count) in_view=\(list.visiblePositions.upperBound)")
            list.observePaintedFrames { _, _ in
                DemoLog.write("KEYED_FRAME shown=\(list.shownCount) settled=\(list.isSettled)")
                return !list.isSettled
            }
        }
        let few = Button("Show 3 Keys") { show(3) }
        let many = Button("Show 1,000 Keys") { show(1_000) }
        landmarks += [("keyed-few", few), ("keyed-many", many)]
        return Box(.vertical, spacing: 4, [
            Box(.horizontal, spacing: 8, [few, many]),
            ScrolledWindow(list).minimumSize(height: 200),
        ])
    }

    // MARK: Behaviour

    private func dropShapes(_ shapes: [DemoShape], at point: Point) -> Bool {
        // The whole batch is validated before anything is added.
        guard !shapes.isEmpty, shapes.allSatisfy({ $0.version == 1 }) else {
            statusLabel.text = "Drop rejected: unsupported payload."
            return false
        }
        for shape in shapes {
            let added = DemoShape(id: UUID(), version: 1, kind: shape.kind)
            collection.append(added)
            collectionList.append(Label("\(added.kind.capitalized) \(added.id.uuidString.prefix(8))"))
        }
        collectionLabel.text = "Collection: \(collection.count) shapes"
        statusLabel.text = "Added \(shapes.count) shape(s)."
        DemoLog.write("DROP_OK \(options.title) collection=\(collection.count) kinds=\(shapes.map(\.kind)) at=\(point)")
        return true
    }

    private func dragEnded(_ source: String, _ outcome: ToolkitDragEnd) {
        dragOutcomeLabel.text = "Last drag: \(outcome)"
        DemoLog.write("DRAG_END \(source) \(outcome)")
    }

    private func refreshMoveLabel() {
        moveLabel.text = "Left: \(leftItems.elements.map(\.title).joined(separator: " ")) | Right: \(rightItems.elements.map(\.title).joined(separator: " "))"
    }

    private func refreshClipboardLabel() {
        let clipboard = Clipboard.general
        let offered = clipboard.offeredMIMETypes
        clipboardLabel.text = "Clipboard offers: \(offered.isEmpty ? "nothing" : offered.joined(separator: " "))"
        DemoLog.write("CLIPBOARD_CHANGED local=\(clipboard.isLocal) offers=\(offered)")
    }

    private func refreshMotionLabel() {
        motionLabel.text = "Reduced motion: \(ReducedMotion.isEnabled ? "on" : "off")"
    }

    private func runAnimation() {
        let start = ContinuousClock.now
        let animated = animatedBox.animate(duration: .milliseconds(220), curve: .easeInOut, { [unowned self] t in
            self.animatedBox.opacity = t
            self.animatedBox.margins(top: Int((1 - t) * 8))
        }, completion: { [unowned self] in
            let elapsed = ContinuousClock.now - start
            let ms = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
            self.animationLabel.text = ReducedMotion.isEnabled ? "Animation: skipped (reduced motion)" : "Animation: animated"
            DemoLog.write("ANIMATION_DONE reduced=\(ReducedMotion.isEnabled) ms=\(ms)")
        })
        DemoLog.write("ANIMATION_START animated=\(animated)")
    }

    private func report(_ message: String, timeout: Int = 3) {
        overlay.show(message, timeout: timeout)
        DemoLog.write("TOAST \(message)")
    }

    private func startClosureCounter() {
        // A Swift task on the main actor, woken by the GLib loop through the main-queue bridge.
        // Holds the window weakly between ticks, so it does not keep a closed window alive.
        let update: @MainActor () -> Bool = { [weak self] in
            guard let self else { return false }
            self.closuresLabel.text = "Live closures: \(SignalConnection.liveClosureCount)"
            return true
        }
        Task { @MainActor in
            while update() { try? await Task.sleep(for: .milliseconds(250)) }
        }
    }

    /// Logs where the landmarks are on the window surface, for the UI tests.
    private func logGeometry(after delay: Duration) {
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: delay)
            guard let self else { return }
            for (name, widget) in self.landmarks {
                guard let frame = widget.frameInSurface else { continue }
                DemoLog.write("GEOMETRY \(self.options.title) \(name) \(Int(frame.center.x)) \(Int(frame.center.y)) \(Int(frame.width)) \(Int(frame.height))")
            }
            DemoLog.write("GEOMETRY_DONE \(self.options.title) page=\(self.stack.visiblePage ?? "?")")
        }
    }
}
