// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit
import Observation

/// SPEC scene 4, "Profiles": the list and a detail view (name, phone number, bio, fun facts, portrait,
/// video); a paste button that appends pasted text as fun facts; the portrait as drag
/// source and drop target for images; CSV import and export (file chooser or dropping a
/// CSV file, both with a progress bar and Cancel; dragging the list out as CSV) honouring
/// `supportsCSV`; an MP4 drop copied into the videos folder with a progress bar and
/// cancel; the portrait and the video also pasted; a profile dragged out is JSON to Ferry
/// and its name to a text editor; reordering by drag, with a row that cannot move;
/// "Export…" through a file chooser offering each exported content type (every profile as
/// CSV with a progress bar and Cancel).
///
/// The rules and the SQLite store live in `ProfilesModel` (Profiles); every window
/// shows the one model of the process, so they agree about what is stored.
@MainActor
final class ProfilesPage {
    let root: Widget
    private let context: PageContext
    private let model: ProfilesModel?
    private let content = Box(.horizontal, spacing: 24)
    private let rowsBox = Box(.vertical, spacing: 4)
    private var rows: [UUID: ProfileRow] = [:]
    private var shownRows: [String] = []
    /// How many leading profiles get rows: a list of millions (a large import) is given
    /// rows a batch at a time, as the page is scrolled to its end, so no main-loop turn
    /// builds more than one batch (see ``renderRows(_:)``).
    private var rowLimit = ProfilesPage.rowBatch
    /// The profiles shown as rows now.
    private var shownRowCount = 0
    /// Rows built per batch: more than a window shows, and few enough that building them
    /// (about 1 ms a row) holds the main loop for tens of milliseconds, not hundreds.
    static let rowBatch = 60
    private let messageLabel = Label(ProfilesModel.initialMessage)
    private let nameField = Entry(placeholder: tr("Name"))
    private let phoneField = Entry(placeholder: tr("Phone number")).alwaysLeftToRight()
    private let bioField = Entry(placeholder: tr("Bio"))
    private let factsBox = Box(.vertical, spacing: 2)
    private let portrait = Picture()
    private let portraitLabel = Label(tr("No portrait"))
    private let videoLabel = Label(tr("No video"))
    /// The card the selected profile's video is dragged out from (its caption is `videoLabel`).
    private var videoHandle: Widget?
    private var copyPortraitButton: Widget?
    private let videoProgress = ProgressBar(showsText: true)
    private let cancelVideo = Button(tr("Cancel Import"))
    private let csvProgress = ProgressBar(showsText: true)
    private let cancelCSV = Button(tr("Cancel CSV Import"))
    private let csvExportProgress = ProgressBar(showsText: true)
    private let cancelCSVExport = Button(tr("Cancel CSV Export"))
    private let csvSwitch = Switch(isOn: true)
    private let detail = Box(.vertical, spacing: 10)
    /// The buttons acting on the selected profile, which their accessible names name.
    private var selectedProfileButtons: [(ProfilesModel.SelectedProfileAction, Button)] = []
    private var progressWatch: Task<Void, Never>?

    init(context: PageContext, model: ProfilesModel?) {
        self.context = context
        self.model = model
        guard let model else {
            root = Box(.vertical, spacing: 12, [
                Image(iconName: "dialog-error-symbolic", pixelSize: 64).cssClass("dim-label"),
                Label(tr("Profiles Cannot Be Opened")).cssClass("title-2"),
                Label(tr("The profile store could not be opened; see the terminal for why.")).cssClass("dim-label"),
            ]).align(horizontal: .center, vertical: .center)
            return
        }
        let scrolled = ScrolledWindow(Box(.vertical, spacing: 12, [content]).margins(24))
        root = scrolled
        // Near the end of a long list, the next batch of rows, at the main loop's next turn
        // (this may be called while GTK lays the page out).
        scrolled.onScrolledNearEnd(margin: 400) { [unowned self] in
            guard let model = self.model, self.shownRowCount < model.profiles.count, self.rowLimit <= self.shownRowCount else { return }
            self.rowLimit = self.shownRowCount + Self.rowBatch
            Task { @MainActor [weak self] in self?.render() }
        }
        buildList(model)
        buildDetail(model)
        // For tests: when the window learns of a new clipboard (what the Paste buttons read).
        Clipboard.general.onChange(owner: content) { [unowned self] in
            FerryLog.write(.clipboardChanged(window: self.context.windowTitle, offers: Clipboard.general.offeredMIMETypes))
        }
        observe()
    }

    /// Deletes the selected profile, offering to undo (Ctrl+Z does too).
    func deleteSelected() { delete { $0.deleteSelected() } }

    /// Runs `deletion` and, when it deleted a profile, offers to undo it.
    private func delete(_ deletion: (ProfilesModel) -> String) {
        guard let model else { return }
        let before = model.deletedProfiles.count
        let message = deletion(model)
        guard model.deletedProfiles.count > before else { return }
        context.overlay.show(message, buttonLabel: tr("Undo"), action: "win.undo-delete-profile")
        FerryLog.write(.toast(window: context.windowTitle, text: message))
    }

    /// Whether a deleted profile can be restored.
    var canUndoDelete: Bool { model?.deletedProfiles.isEmpty == false }

    /// Restores the last deleted (or cut) profile; the focus goes to its row.
    func undoDelete() {
        model?.undoDelete()
        focusSelectedRow()
    }

    // MARK: Building

    private func buildList(_ model: ProfilesModel) {
        let add = Button(tr("Add Profile")) { [unowned self] in self.model?.addProfile() }
        let delete = Button(ProfilesModel.title(of: .delete)) { [unowned self] in self.deleteSelected() }
        delete.cssClass("destructive-action")
        selectedProfileButtons.append((.delete, delete))
        let importCSV = Button(tr("Import CSV…")) { [unowned self] in self.importCSVFile() }
        let csvHandle = dragHandle(iconName: "x-office-spreadsheet-symbolic", title: tr("Drag all as CSV"),
                                   accessibleName: tr("Drag all profiles as CSV"),
                                   tooltip: tr("Drag the list out as a CSV file (only while CSV export is allowed)"), copying: .archive)
        csvHandle.draggable(self.model?.archive, onEnded: { [unowned self] outcome in
            FerryLog.write(.dragEnded(window: self.context.windowTitle, source: "archive", toolkit: outcome))
        })
        csvSwitch.accessibleLabel(tr("Allow CSV export"))
        csvSwitch.onToggle { [unowned self] isOn in self.model?.allowsCSVExport = isOn }
        let csvDrop = Self.dropZone(tr("Drop a CSV archive to import it"))
        // A dropped CSV is imported as an opened one is: streamed, with the progress bar
        // and Cancel below the Import button. Several files dropped at once are one import:
        // all their profiles or none.
        csvDrop.dropDestination(for: CSVFileDrop.self, action: { [unowned self] drops, _ in
            guard !drops.isEmpty, let model = self.model else { return false }
            self.runCSVImport { await model.importCSV(drops: drops) }
            return true
        }, onFailure: { [unowned self] error in self.toast(ProfilesModel.failureMessage(.import, error)) })
        // The profile as a file: a row's drag gives text editors the name, so a file
        // manager gets the profile's file from here.
        let fileHandle = dragHandle(iconName: "text-x-generic-symbolic", title: tr("Drag the selected profile as a file"),
                                    accessibleName: tr("Drag the selected profile as a file"),
                                    tooltip: tr("Drag the selected profile out as a file (its JSON, named after the profile)"),
                                    copying: .selectedProfileFile)
        fileHandle.draggable(self.model?.selectedProfileFile, onEnded: { [unowned self] outcome in
            FerryLog.write(.dragEnded(window: self.context.windowTitle, source: "profile-file", toolkit: outcome))
        })
        context.landmark("profiles-file-handle", fileHandle)
        context.landmark("profiles-csv-drop", csvDrop)
        context.landmark("profiles-csv-handle", csvHandle)
        context.landmark("profiles-allow-csv", csvSwitch)
        context.landmark("profiles-import-csv", importCSV)
        context.landmark("profiles-csv-cancel", cancelCSV)
        csvProgress.accessibleLabel(tr("CSV import progress"))
        csvProgress.isVisible = false
        cancelCSV.isVisible = false
        cancelCSV.onClicked { [unowned self] in self.model?.cancelCSVImport() }
        // "Export All as CSV…" shows its progress and Cancel under the Export menu it was
        // chosen from (below the list's rows they would be out of sight).
        context.landmark("profiles-csv-export-cancel", cancelCSVExport)
        csvExportProgress.accessibleLabel(tr("CSV export progress"))
        csvExportProgress.isVisible = false
        cancelCSVExport.isVisible = false
        cancelCSVExport.onClicked { [unowned self] in self.model?.cancelCSVExport() }
        rowsBox.cssClass("ferry-profile-list")
        let list = Box(.vertical, spacing: 8, [
            Label(tr("Profiles")).cssClass("heading").textAlignment(0),
            rowsBox,
            Box(.horizontal, spacing: 6, [add, delete]),
            Separator(),
            Box(.horizontal, spacing: 6, [importCSV, cancelCSV]), csvProgress,
            csvDrop, csvHandle, fileHandle,
            Box(.horizontal, spacing: 12, [Label(tr("Allow CSV export")).textAlignment(0).expand(vertically: false), csvSwitch]),
        ]).minimumSize(width: 300)
        // Ctrl+V anywhere in the list's column (a row, its buttons) pastes into the list.
        list.onKeyPress { [unowned self] key in
            guard key.control, !key.alt, !key.shift, key.name == "v" else { return false }
            self.pasteIntoList()
            return true
        }
        content.append(list.align(vertical: .start))
        context.landmarks { [weak self] in
            guard let self, let model = self.model else { return [] }
            return model.profiles.prefix(self.shownRowCount).enumerated().compactMap { index, profile in
                self.rows[profile.id].map { ("profile-row-\(index)", $0.button) }
            }
        }
    }

    private func buildDetail(_ model: ProfilesModel) {
        nameField.onChange { [unowned self] text in
            if self.model?.selectedProfile?.name != text { self.model?.rename(to: text) }
        }
        phoneField.onChange { [unowned self] text in
            if self.model?.selectedProfile?.phoneNumber != text { self.model?.setPhoneNumber(text) }
        }
        bioField.onChange { [unowned self] text in
            if self.model?.selectedProfile?.bio != text { self.model?.setBio(text) }
        }
        nameField.accessibleLabel(tr("Name"))
        phoneField.accessibleLabel(tr("Phone number"))
        bioField.accessibleLabel(tr("Bio"))
        let paste = PasteButton<String>(title: ProfilesModel.title(of: .pasteFunFacts), onPaste: { [unowned self] strings in
            self.report(self.model?.paste(strings) ?? "")
        }, onFailure: { [unowned self] error in self.toast(ProfilesModel.failureMessage(.paste, error)) })
        selectedProfileButtons.append((.pasteFunFacts, paste))
        paste.tooltip = tr("Append the text on the clipboard as fun facts (enabled while the clipboard holds text)")
        context.landmark("profiles-paste", paste)

        portrait.minimumSize(width: 180, height: 180)
        portrait.accessibleLabel(tr("Portrait"))
        let portraitCard = Box(.vertical, spacing: 6, [portrait, portraitLabel.cssClass("dim-label")]).cssClass("card").margins(0)
        portraitCard.cssClass("ferry-receiver")
        portraitCard.accessibleRole(.group)
        portraitCard.accessibleLabel(tr("Portrait drop target"))
        // The drop answers once the portrait is copied in: its source learns the real outcome.
        portraitCard.dropDestination(for: PortraitInput.self, finishing: { [unowned self] drops, _ in
            await self.receivePortrait(drops, action: .drop)
        }, isTargeted: { [unowned portraitCard] targeted in
            portraitCard.setCSSClass("ferry-drop-target", targeted)
        }, onFailure: { [unowned self] error in
            self.toast(ProfilesModel.failureMessage(.drop, error))
        })
        // The portrait out: its image file (a copy), never its stored address.
        portraitCard.draggable(self.model?.selectedPortrait, onEnded: { [unowned self] outcome in
            FerryLog.write(.dragEnded(window: self.context.windowTitle, source: "portrait", toolkit: outcome))
        })
        context.landmark("profiles-portrait", portraitCard)
        // What the portrait takes from a drop it takes from the clipboard too: an image file
        // copied in Files, image bytes copied in a browser or a screenshot tool. It is also
        // the drop's keyboard path.
        let pastePortrait = PasteButton<PortraitInput>(title: ProfilesModel.title(of: .pastePortrait), onPaste: { [unowned self] pasted in
            Task { @MainActor in await self.receivePortrait(pasted, action: .paste) }
        }, onFailure: { [unowned self] error in self.toast(ProfilesModel.failureMessage(.paste, error)) })
        pastePortrait.tooltip = tr("Make the image on the clipboard the portrait (enabled while the clipboard holds an image)")
        selectedProfileButtons.append((.pastePortrait, pastePortrait))
        context.landmark("profiles-paste-portrait", pastePortrait)
        // The portrait's drag by keyboard: its image file on the clipboard.
        let copyPortrait = Button(ProfilesModel.title(of: .copyPortrait)) { [unowned self] in self.copyOut(.selectedPortrait) }
        copyPortrait.tooltip = tr("Copy the portrait's image file, as its drag gives it")
        selectedProfileButtons.append((.copyPortrait, copyPortrait))
        context.landmark("profiles-copy-portrait", copyPortrait)
        copyPortraitButton = copyPortrait

        let videoDrop = Self.dropZone(tr("Drop an MP4 video to add it"))
        videoDrop.dropDestination(for: URL.self, action: { [unowned self] urls, _ in
            self.receiveVideos(urls, action: .drop)
        })
        // The drop's keyboard path: an MP4 file copied in Files, pasted.
        let pasteVideo = PasteButton<URL>(title: ProfilesModel.title(of: .pasteVideo), onPaste: { [unowned self] urls in
            self.receiveVideos(urls, action: .paste)
        }, onFailure: { [unowned self] error in self.toast(ProfilesModel.failureMessage(.paste, error)) })
        pasteVideo.tooltip = tr("Add the video file copied in a file manager (enabled while the clipboard holds a file)")
        selectedProfileButtons.append((.pasteVideo, pasteVideo))
        context.landmark("profiles-paste-video", pasteVideo)
        // The video out: a copy of its MP4 file to a file manager, its URL to a text
        // field (the seed's fallback); the caption says which video it is.
        let videoHandle = dragHandle(iconName: "video-x-generic-symbolic", caption: videoLabel.wraps(),
                                     accessibleName: tr("Drag the selected profile's video"),
                                     tooltip: tr("Drag the video out: a file manager gets a copy of its MP4 file, a text field its URL"),
                                     copying: .selectedVideo)
        videoHandle.draggable(self.model?.selectedVideo, onEnded: { [unowned self] outcome in
            FerryLog.write(.dragEnded(window: self.context.windowTitle, source: "video", toolkit: outcome))
        })
        context.landmark("profiles-video-handle", videoHandle)
        self.videoHandle = videoHandle
        videoProgress.isVisible = false
        cancelVideo.isVisible = false
        cancelVideo.onClicked { [unowned self] in self.model?.cancelVideoImport() }
        context.landmark("profiles-video-drop", videoDrop)

        let export = MenuButton(iconName: "document-save-as-symbolic", tooltip: tr("Export…"), items: [
            (tr("Export Profile…"), "win.export-profile"), (tr("Export All as CSV…"), "win.export-archive"), (tr("Export Video…"), "win.export-video"),
        ])
        for (action, subject) in [("export-profile", ProfilesModel.ExportSubject.selectedProfile),
                                  ("export-archive", .archive), ("export-video", .selectedVideo)] {
            context.window.addAction(action) { [unowned self] in self.export(subject) }
        }
        messageLabel.cssClass("title-4").textAlignment(0).wraps()
        factsBox.margins(top: 0, leading: 12, bottom: 0, trailing: 0)
        // Text dropped on the fun facts (from Text Editor, a browser) is added as a paste is.
        let facts = Box(.vertical, spacing: 4, [Label(tr("Fun facts")).cssClass("heading").textAlignment(0), factsBox])
        facts.accessibleRole(.group)
        facts.accessibleLabel(tr("Fun facts drop target"))
        facts.dropDestination(for: String.self, action: { [unowned self] texts, _ in
            self.report(self.model?.paste(texts) ?? "")
            return true
        }, isTargeted: { [unowned facts] targeted in
            facts.setCSSClass("ferry-drop-target", targeted)
        }, onFailure: { [unowned self] error in self.toast(ProfilesModel.failureMessage(.drop, error)) })
        context.landmark("profiles-fun-facts", facts)
        for child: Widget in [
            Box(.horizontal, spacing: 8, [Label(tr("Details")).cssClass("heading").textAlignment(0).expand(vertically: false), export]),
            csvExportProgress, cancelCSVExport.align(horizontal: .start),
            Box(.horizontal, spacing: 8, [nameField.expand(vertically: false), phoneField.minimumSize(width: 200)]), bioField,
            facts, paste.align(horizontal: .start),
            // The two portrait buttons one above the other: side by side they would widen
            // the column, and the picture with it.
            Box(.horizontal, spacing: 16, [Box(.vertical, spacing: 8, [portraitCard, pastePortrait.align(horizontal: .start),
                                                                       copyPortrait.align(horizontal: .start)]),
                                           Box(.vertical, spacing: 8, [
                videoHandle, videoDrop, pasteVideo.align(horizontal: .start), videoProgress, cancelVideo.align(horizontal: .start),
            ]).expand(vertically: false)]),
            messageLabel,
        ] { detail.append(child) }
        content.append(detail.expand(vertically: false))
    }

    /// Images dropped or pasted on the portrait: the first becomes the portrait (the seed
    /// takes `images.first`); a batch with anything else in it failed before it got here.
    /// - Returns: Whether the portrait was replaced (a drop's source learns it).
    @discardableResult
    private func receivePortrait(_ inputs: [PortraitInput], action: ProfilesModel.FailedAction) async -> Bool {
        guard let model, let input = inputs.first else { return false }
        let succeeded: Bool
        switch input {
        case let .file(drop):
            succeeded = await model.dropPortrait(drop)
        case let .image(image):
            do {
                succeeded = await model.dropPortrait(data: try image.pngData(), contentType: .png)
            } catch {
                toast(ProfilesModel.failureMessage(action, error))
                succeeded = false
            }
        }
        FerryLog.write(.portraitDrop(window: context.windowTitle, succeeded: succeeded))
        return succeeded
    }

    /// Files dropped or pasted on the video target: all videos, or refused with the
    /// reason; the first is copied in.
    /// - Returns: Whether the files were taken (a drop's source learns it).
    @discardableResult
    private func receiveVideos(_ urls: [URL], action: ProfilesModel.FailedAction) -> Bool {
        if let refusal = ProfilesModel.videoDropRefusal(urls, action: action) {
            toast(refusal)
            return false
        }
        importVideo(urls[0])
        return true
    }

    /// A card to drag something out of the page from: an icon and what it drags.
    private func dragHandle(iconName: String, title: String, accessibleName: String, tooltip: String, copying out: ProfilesModel.DragOut) -> Button {
        dragHandle(iconName: iconName, caption: Label(title), accessibleName: accessibleName, tooltip: tooltip, copying: out)
    }

    /// A card to drag something out of the page from, captioned by `caption`. It is a
    /// button, so that Tab stops on it: its keyboard path, Enter, Space or Ctrl+C (or a
    /// click), copies what the drag gives.
    private func dragHandle(iconName: String, caption: Label, accessibleName: String, tooltip: String, copying out: ProfilesModel.DragOut) -> Button {
        let handle = Button("") { [unowned self] in self.copyOut(out) }
            .content(Box(.horizontal, spacing: 8, [Image(iconName: iconName, pixelSize: 24), caption.textAlignment(0)]))
        handle.cssClass("card").cssClass("ferry-source")
        handle.accessibleLabel(accessibleName)
        handle.accessibleDescription(tr("Enter, Space or Ctrl+C copies what the drag gives."))
        handle.tooltip = tooltip
        handle.onKeyPress { [unowned self] key in
            guard key.name == "c", key.control, !key.shift, !key.alt else { return false }
            self.copyOut(out)
            return true
        }
        return handle
    }

    /// A drag's keyboard path: the value it drags, on the desktop's clipboard.
    private func copyOut(_ out: ProfilesModel.DragOut) {
        guard let value = model?.copyForClipboard(out) else { return }
        Clipboard.general.copy(value)
    }

    static func dropZone(_ title: String) -> Box {
        let zone = Box(.vertical, spacing: 4, [Label(title).cssClass("dim-label").wraps()]).margins(0)
        zone.cssClass("card").cssClass("ferry-receiver").minimumSize(height: 56)
        zone.accessibleRole(.group)
        zone.accessibleLabel(title)
        return zone
    }

    // MARK: Showing the model

    private func observe() {
        withObservationTracking { render() } onChange: { [weak self] in
            Task { @MainActor in self?.observe() }
        }
    }

    private func render() {
        guard let model else { return }
        if messageLabel.text != model.message {
            messageLabel.text = model.message
            FerryLog.write(.profilesMessage(window: context.windowTitle, text: model.message))
        }
        renderRows(model)
        for (action, button) in selectedProfileButtons { button.accessibleLabel(model.accessibleName(of: action)) }
        let selected = model.selectedProfile
        detail.isSensitive = selected != nil
        if nameField.text != (selected?.name ?? "") { nameField.text = selected?.name ?? "" }
        if phoneField.text != (selected?.phoneNumber ?? "") { phoneField.text = selected?.phoneNumber ?? "" }
        if bioField.text != (selected?.bio ?? "") { bioField.text = selected?.bio ?? "" }
        let facts = selected?.funFacts ?? []
        while let child = factRows.popLast() { factsBox.remove(child) }
        for fact in facts {
            let label = Label("• \(fact)").textAlignment(0).wraps()
            factRows.append(label)
            factsBox.append(label)
        }
        if facts.isEmpty {
            let none = Label(ProfilesModel.noFunFactsText).cssClass("dim-label").textAlignment(0)
            factRows.append(none)
            factsBox.append(none)
        }
        if let file = selected?.portrait {
            portrait.show(file: file)
            portraitLabel.text = model.portraitCaption
        } else {
            portrait.clear()
            portraitLabel.text = model.portraitCaption
        }
        videoLabel.text = model.videoCaption
        videoHandle?.isSensitive = selected?.video != nil
        copyPortraitButton?.isSensitive = selected?.portrait != nil
        csvSwitch.isOn = model.allowsCSVExport
        let importing = model.videoImportProgress != nil
        videoProgress.isVisible = importing
        cancelVideo.isVisible = importing
        let importingCSV = model.csvImportProgress != nil
        if cancelCSV.isVisible != importingCSV {
            csvProgress.isVisible = importingCSV
            cancelCSV.isVisible = importingCSV
            context.logGeometry()
        }
        let exportingCSV = model.csvExportProgress != nil
        if cancelCSVExport.isVisible != exportingCSV {
            csvExportProgress.isVisible = exportingCSV
            cancelCSVExport.isVisible = exportingCSV
            context.logGeometry()
        }
        if importing || importingCSV || exportingCSV { watchProgress() }
    }
    private var factRows: [Widget] = []

    /// Shows the first ``rowLimit`` profiles (and up to the selected one) as rows. Costs
    /// the rows shown, not the list: the rest get rows when the page is scrolled to them.
    private func renderRows(_ model: ProfilesModel) {
        var count = min(model.profiles.count, rowLimit)
        if let selected = model.selectedID, !model.profiles.prefix(count).contains(where: { $0.id == selected }),
           let index = model.selectedIndex, index < rowLimit + Self.rowBatch {
            count = index + 1
        }
        let shown = model.profiles.prefix(count)
        let signature = shown.map { "\($0.id) \($0.name) \(model.canMove($0.id)) \($0.id == model.selectedID)" }
        guard signature != shownRows else { return }
        shownRows = signature
        shownRowCount = count
        // Rows stay in the box and are only updated and reordered: taking a row out of the
        // box and putting it back resets its drag source, and a row just clicked (selected)
        // would then not start a drag.
        let wanted = Set(shown.map(\.id))
        for (id, row) in rows where !wanted.contains(id) {
            rowsBox.remove(row.button)
            rows[id] = nil
        }
        var previous: Widget?
        for profile in shown {
            let row: ProfileRow
            if let existing = rows[profile.id] {
                row = existing
            } else {
                row = makeRow(profile.id)
                rows[profile.id] = row
                rowsBox.append(row.button)
            }
            row.show(profile, movable: model.canMove(profile.id), selected: profile.id == model.selectedID,
                     tooltip: model.rowTooltip(profile))
            rowsBox.reorder(row.button, after: previous)
            previous = row.button
        }
        context.logGeometry()
    }

    private func makeRow(_ id: UUID) -> ProfileRow {
        let row = ProfileRow()
        row.button.onClicked { [unowned self] in self.model?.select(id) }
        // The drag's keyboard paths: Alt+Up and Alt+Down move the focused row; Ctrl+C copies
        // it to the desktop's clipboard, as dragging it out does, Ctrl+X cuts it (Ctrl+V is
        // the list's); the menu key and a right click open Cut, Copy, Paste.
        row.button.onKeyPress { [unowned self] key in
            if key.opensContextMenu {
                self.presentRowMenu(id, on: row.button)
                return true
            }
            if key.control, !key.alt, !key.shift {
                switch key.name {
                case "c": self.copyRow(id)
                case "x": self.cutRow(id)
                default: return false
                }
                return true
            }
            guard !key.control, !key.shift, key.name == "Up" || key.name == "Down" else { return false }
            let offset = key.name == "Up" ? -1 : 1
            if key.alt {
                self.model?.moveByKeyboard(id, by: offset)
            } else if self.model?.selectNeighbour(of: id, by: offset) != nil {
                // Arrows select as in a list; at either end the focus stays on the row.
                self.focusSelectedRow()
            }
            return true
        }
        row.button.onSecondaryClick { [unowned self, unowned row] point in self.presentRowMenu(id, on: row.button, at: point) }
        row.button.draggable(self.model?.profile(id: id), operations: [.copy, .move], onEnded: { [unowned self] outcome in
            FerryLog.write(.dragEnded(window: self.context.windowTitle, source: "profile", toolkit: outcome))
        })
        row.button.dropDestination(for: Profile.self, preferredOperation: .move, action: { [unowned self, unowned row] profiles, point in
            guard let model = self.model else { return false }
            let taken = model.drop(profiles, onRow: id, lowerHalf: point.y > Double(row.button.size.height) / 2)
            FerryLog.write(.profilesDrop(window: self.context.windowTitle, taken: taken, message: model.message))
            return taken
        })
        return row
    }

    // MARK: Cut, copy and paste

    private func presentRowMenu(_ id: UUID, on widget: Widget, at point: Point? = nil) {
        guard let model else { return }
        PopoverMenu.present(from: widget, items: model.rowMenu(for: id).map { command, title in
            PopoverMenu.Item(title) { [unowned self] in self.perform(command, on: id) }
        }, pointingAt: point)
    }

    /// An entry of a row's menu; the focus follows the row it moved, or goes to the row
    /// selected after a delete or cut.
    private func perform(_ command: ProfilesModel.RowCommand, on id: UUID) {
        switch command {
        case .moveUp, .moveDown:
            model?.moveByKeyboard(id, by: command == .moveUp ? -1 : 1)
            render()
            rows[id]?.button.grabFocus()
        case .cut: cutRow(id)
        case .copy: copyRow(id)
        case .paste: pasteIntoList()
        case .delete:
            delete { $0.delete(id) }
            focusSelectedRow()
        }
    }

    private func copyRow(_ id: UUID) {
        if let profile = model?.copyForClipboard(id) { Clipboard.general.copy(profile) }
    }

    /// Ctrl+X: the profile leaves the list for the clipboard; the toast offers to undo, as
    /// a deletion's does. The focus goes to the row now selected, where Ctrl+V pastes.
    private func cutRow(_ id: UUID) {
        guard let model, let profile = model.cutForClipboard(id) else { return }
        Clipboard.general.copy(profile)
        context.overlay.show(model.message, buttonLabel: tr("Undo"), action: "win.undo-delete-profile")
        FerryLog.write(.toast(window: context.windowTitle, text: model.message))
        focusSelectedRow()
    }

    /// Ctrl+V on the list: profiles or a CSV archive from the clipboard, under a drop's
    /// rules (the model's); anything else is refused, saying what the clipboard offers.
    private func pasteIntoList() {
        guard let model else { return }
        let clipboard = Clipboard.general
        guard clipboard.canPaste(ProfileListPaste.self) else {
            model.pasteRefused(offering: clipboard.offeredMIMETypes)
            return
        }
        Task { @MainActor in
            do throws(ReceiveError) {
                model.pasteIntoList(try await clipboard.paste(ProfileListPaste.self))
            } catch {
                model.pasteFailed(error)
            }
            self.focusSelectedRow()
        }
    }

    /// Draws the model now and puts the focus on the selected row (the focused one may be gone).
    private func focusSelectedRow() {
        guard let model else { return }
        render()
        model.selectedID.flatMap { rows[$0] }?.button.grabFocus()
    }

    // MARK: Actions

    private func importVideo(_ url: URL) {
        guard let model else { return }
        Task { @MainActor in
            let message = await model.importVideo(from: url)
            FerryLog.write(.videoImport(window: self.context.windowTitle, message: message))
        }
    }

    /// Follows the running video and CSV imports' and the CSV export's progress until all
    /// end.
    private func watchProgress() {
        guard progressWatch == nil else { return }
        progressWatch = Task { @MainActor [weak self] in
            while let self, let model = self.model,
                  model.videoImportProgress != nil || model.csvImportProgress != nil || model.csvExportProgress != nil {
                Self.show(model.videoImportDisplay, on: self.videoProgress)
                Self.show(model.csvImportDisplay, on: self.csvProgress)
                Self.show(model.csvExportDisplay, on: self.csvExportProgress)
                try? await Task.sleep(for: .milliseconds(50))
            }
            self?.progressWatch = nil
        }
    }

    private static func show(_ display: ProfilesModel.ProgressDisplay?, on bar: ProgressBar) {
        switch display {
        case .fraction(let fraction)?:
            if bar.text != nil { bar.text = nil }
            bar.fraction = fraction
        case .pulse(let text)?:
            if bar.text != text { bar.text = text }
            bar.pulse()
        case nil:
            break
        }
    }

    private func importCSVFile() {
        guard let model else { return }
        Task { @MainActor in
            guard let url = await FileChooser.openFile(title: tr("Import Profiles"), over: self.context.window,
                                                       contentTypes: [.commaSeparatedText]) else { return }
            self.runCSVImport { await model.importCSV(fileAt: url) }
        }
    }

    /// Runs a CSV import, opened or dropped (both show the progress bar and Cancel, from
    /// the model's `csvImportProgress`), and reports its outcome. With the log on, also how
    /// long the main loop went without running, from the start until the list showed the
    /// outcome (`CSV_IMPORT_GAPS`).
    private func runCSVImport(_ importing: @escaping @MainActor () async -> String) {
        Task { @MainActor in
            let (_, gaps) = await self.measuredCSVImport(measuring: FerryLog.isEnabled, importing)
            if let gaps { FerryLog.write(.csvImportGaps(window: self.context.windowTitle, gaps: gaps)) }
        }
    }

    /// `ferry --benchmark-csv-import FILE`: imports `file` as a drop does and prints the
    /// import's time, the main loop's gaps meanwhile, how long the page took to show the
    /// outcome once the model had it (`shown_ms`) and the app's resident memory then and at
    /// its peak, in a `TIMING csv-import` line.
    func timeCSVImport(_ file: URL) async {
        guard let model else { return }
        let started = ContinuousClock.now
        var imported = started
        let (message, gaps) = await measuredCSVImport(measuring: true) {
            let message = await model.importCSV(fileAt: file)
            imported = ContinuousClock.now
            return message
        }
        let now = ContinuousClock.now
        // The app's own resident memory now and at its peak (the model holds every profile).
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let residentPages = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?
            .split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        FerryLog.always(.timing(String(format: "csv-import seconds=%.2f profiles=%d render_ms=%.1f shown_ms=%.1f rss_mb=%.0f peak_rss_mb=%.0f ",
                                       (now - started).milliseconds / 1000, model.profiles.count, renderedMilliseconds, (now - imported).milliseconds,
                                       Double(residentPages * Int(sysconf(Int32(_SC_PAGESIZE)))) / 1_048_576, Double(usage.ru_maxrss) / 1024)
            + "\(gaps.map(String.init(describing:)) ?? "") message=\(message)"))
    }

    /// Runs `importing`, shows its outcome (the rows drawn now, not at the observation's
    /// next turn) and reports it; when `measuring`, returns the main loop's gaps from the
    /// start until the frame showing the outcome was painted.
    /// How long the last import's outcome took to render (for the timing line).
    private var renderedMilliseconds = 0.0

    private func measuredCSVImport(measuring: Bool, _ importing: @MainActor () async -> String) async -> (String, MainLoopGaps.Summary?) {
        let gaps = measuring ? MainLoopGaps() : nil
        gaps?.start()
        let message = await importing()
        let returned = ContinuousClock.now
        render()
        renderedMilliseconds = (ContinuousClock.now - returned).milliseconds
        report(message)
        guard let gaps else { return (message, nil) }
        await withCheckedContinuation { (painted: CheckedContinuation<Void, Never>) in
            root.onNextFramePainted { painted.resume() }
        }
        return (message, gaps.stop())
    }

    private func export(_ subject: ProfilesModel.ExportSubject) {
        guard let model else { return }
        let formats = model.exportFormats(for: subject)
        guard let preferred = formats.first else {
            toast(ProfilesModel.nothingToExportMessage(subject))
            return
        }
        FerryLog.write(.exportDialog(window: context.windowTitle, formats: formats.map(\.contentType.identifier)))
        Task { @MainActor in
            guard let url = await FileChooser.saveFile(title: tr("Export"), over: self.context.window,
                                                       suggestedName: preferred.suggestedFileName,
                                                       contentTypes: formats.map(\.contentType),
                                                       filterNames: Dictionary(formats.map { ($0.contentType, $0.title) }) { first, _ in first }) else { return }
            let type = ExportChoice.contentType(for: url, among: formats.map(\.contentType)) ?? preferred.contentType
            self.report(await model.export(subject, as: type, to: url))
        }
    }

    private func report(_ message: String) {
        guard !message.isEmpty else { return }
        FerryLog.write(.profilesResult(window: context.windowTitle, text: message))
    }

    private func toast(_ message: String) { context.toast(message) }
}

/// One row of the list: a button showing the name (and a lock when it cannot move).
@MainActor
private final class ProfileRow {
    let button = Button("")
    private let lock = Image(iconName: "changes-prevent-symbolic", pixelSize: 16)
    private let name = Label("")

    init() {
        button.content(Box(.horizontal, spacing: 8, [lock, name.textAlignment(0).expand(vertically: false)]).margins(6))
        button.cssClass("flat").cssClass("ferry-profile-row")
    }

    /// Shows `profile`: a screen reader hears its name, "selected" from the row's state,
    /// and the tooltip (whether the row can move) as its description.
    func show(_ profile: Profile, movable: Bool, selected: Bool, tooltip: String) {
        name.text = profile.name
        lock.isVisible = !movable
        button.setCSSClass("ferry-selected", selected)
        button.accessibleLabel(profile.name)
        button.accessibleState(.selected(selected))
        button.tooltip = tooltip
        button.accessibleDescription(tooltip)
    }
}
