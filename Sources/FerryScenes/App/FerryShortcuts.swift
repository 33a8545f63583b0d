// SPDX-License-Identifier: Apache-2.0
import FerryLocalization

/// One keyboard shortcut of the Ferry app: the action it runs, its keys (GTK accelerator
/// syntax), what the shortcuts window calls it and the group it is listed under.
public struct FerryShortcut: Sendable, Hashable {
    /// The detailed action name (`app.new-window`, `win.add-label`).
    public let action: String
    /// The accelerator (`<Control>n`).
    public let keys: String
    /// The line in the shortcuts window, in the user's language.
    public let title: String
    /// The shortcuts window's section (one of ``FerryShortcuts/groups``; see
    /// ``FerryShortcuts/title(ofGroup:)`` for its title).
    public let group: String

    /// Creates a shortcut.
    public init(_ action: String, _ keys: String, _ title: String, group: String) {
        self.action = action
        self.keys = keys
        self.title = title
        self.group = group
    }
}

/// Every keyboard shortcut of the Ferry app, in one table: the app registers these with
/// GTK and the shortcuts window (Ctrl+?) lists them by group, so a shortcut cannot be
/// bound without being listed.
public enum FerryShortcuts {
    /// The sections of the shortcuts window, in order.
    public static let groups = ["Windows", "Pages", "Editing", "Shapes", "Labels", "Profiles", "Drag sources", "Help", "Developer"]

    /// A section's title in the user's language.
    public static func title(ofGroup group: String) -> String {
        switch group {
        case "Windows": tr("Windows")
        case "Pages": tr("Pages")
        case "Editing": tr("Editing")
        case "Shapes": tr("Shapes")
        case "Labels": tr("Labels")
        case "Profiles": tr("Profiles")
        case "Drag sources": tr("Drag sources")
        case "Help": tr("Help")
        case "Developer": tr("Developer")
        default: group
        }
    }

    /// The shortcuts of every window, titled in the user's language (computed: the titles
    /// are read after the locale is set).
    public static var standard: [FerryShortcut] { [
        FerryShortcut("app.new-window", "<Control>n", tr("New window"), group: "Windows"),
        FerryShortcut("app.close-window", "<Control>w", tr("Close window"), group: "Windows"),
        FerryShortcut("app.quit", "<Control>q", tr("Quit"), group: "Windows"),
        FerryShortcut("win.show-help-overlay", "<Control>question", tr("Keyboard shortcuts"), group: "Help"),
        FerryShortcut("app.help", "F1", tr("Help"), group: "Help"),
        FerryShortcut("win.add-label", "<Control><Shift>n", tr("Add label"), group: "Labels"),
        FerryShortcut("win.reverse-rows", "<Control><Shift>r", tr("Reverse rows"), group: "Labels"),
        FerryShortcut("win.tidy", "<Control><Shift>t", tr("Tidy labels"), group: "Labels"),
        FerryShortcut("win.insert-soft", "<Control><Shift>s", tr("Insert “Soft ” at the start of the focused label"), group: "Labels"),
        FerryShortcut("win.export-profile", "<Control>e", tr("Export the selected profile"), group: "Profiles"),
        FerryShortcut("win.export-archive", "<Control><Shift>e", tr("Export all profiles as CSV"), group: "Profiles"),
    ] + FerryWindowPage.allCases.enumerated().map { index, page in
        FerryShortcut("win.page-\(index + 1)", "<Alt>\(index + 1)", tr("Show %1$s", page.title), group: "Pages")
    } }

    /// Keys the focused widget handles rather than the application (a text field keeps
    /// Ctrl+Z for its typing): listed in the shortcuts window, never bound as actions
    /// (their ``FerryShortcut/action`` is empty).
    public static var focusKeys: [FerryShortcut] { [
        FerryShortcut("", "<Control>z", tr("Undo typing in a text field, else restore the last deleted label or profile"), group: "Editing"),
        FerryShortcut("", "<Control>c", tr("Copy the focused shape, profile or drag source"), group: "Editing"),
        FerryShortcut("", "<Control>x", tr("Cut the focused shape or profile"), group: "Editing"),
        FerryShortcut("", "<Control>v", tr("Paste into the focused collection, the profiles list or a receiver"), group: "Editing"),
        FerryShortcut("", "<Shift>F10", tr("The focused shape's or profile's menu: move or copy to another collection; cut, copy, paste; move a profile up or down, delete it"), group: "Editing"),
        FerryShortcut("", "Up", tr("Select the profile above the focused one"), group: "Profiles"),
        FerryShortcut("", "Down", tr("Select the profile below the focused one"), group: "Profiles"),
        FerryShortcut("", "<Alt>Up", tr("Move the focused profile up"), group: "Profiles"),
        FerryShortcut("", "<Alt>Down", tr("Move the focused profile down"), group: "Profiles"),
        FerryShortcut("", "Return", tr("Copy the focused drag source, or paste on the focused receiver"), group: "Drag sources"),
    ] }

    /// The developer menu's shortcuts (only with `--developer`).
    public static var developer: [FerryShortcut] {
        PaletteDragMode.allCases.enumerated().map { index, mode in
            FerryShortcut("win.palette-\(mode.rawValue)", "<Control><Alt>\(index + 1)", mode.title, group: "Developer")
        }
    }

    /// The shortcuts in effect: the standard ones and, with `developer`, the developer menu's.
    public static func all(developer: Bool) -> [FerryShortcut] {
        standard + (developer ? self.developer : [])
    }

    /// The shortcuts window's sections, in ``groups`` order, each with its shortcuts in
    /// table order (the bound ones, then ``focusKeys``); empty sections are left out.
    public static func sections(developer: Bool) -> [(group: String, shortcuts: [FerryShortcut])] {
        let shortcuts = all(developer: developer) + focusKeys
        return groups.compactMap { group in
            let members = shortcuts.filter { $0.group == group }
            return members.isEmpty ? nil : (group, members)
        }
    }
}
