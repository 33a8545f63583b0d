// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing

/// The display server a UI test runs on. Every UI test that uses input runs once on each.
enum DisplayBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// X11 under a private Xvfb; input through XTEST (`xdotool`).
    case x11
    /// Wayland under a private headless mutter; input through mutter's RemoteDesktop
    /// D-Bus API, screenshots through its ScreenCast stream.
    case wayland

    var testDescription: String { rawValue }

    /// The backends UI tests run on: both, unless `FERRY_UI_BACKENDS` names some
    /// (`x11`, `wayland`, or both comma-separated). `scripts/run-tests` runs the two
    /// backends as two test processes side by side; a name it does not know fails the
    /// run rather than testing nothing.
    static let underTest: [DisplayBackend] = {
        guard let names = ProcessInfo.processInfo.environment["FERRY_UI_BACKENDS"], !names.isEmpty else { return allCases }
        return names.split(separator: ",").map { name in
            guard let backend = DisplayBackend(rawValue: String(name)) else {
                fatalError("FERRY_UI_BACKENDS: unknown backend \"\(name)\" (x11, wayland)")
            }
            return backend
        }
    }()

    /// How GTK tells a drag source that nobody took its drop (released over nothing, over
    /// a destination that refused, or cancelled with Escape). X11's drag protocol says
    /// which; Wayland's data source only learns `cancelled`, which GTK reports as an
    /// error for all three.
    var dropNobodyTook: String {
        switch self {
        case .x11: "cancelled (no target)"
        case .wayland: "cancelled (error)"
        }
    }
}

/// One step of real input, in screen coordinates. A backend performs a list of steps in
/// order, pacing them as a person would (`pause`), in one go so the timing between them
/// holds.
enum InputStep: Sendable {
    case move(ScreenPoint)
    case buttonDown
    case buttonUp
    /// The secondary (right) button, which opens context menus.
    case secondaryButtonDown
    case secondaryButtonUp
    /// A key pressed down, by its X keysym name (`Control_L`, `Return`, `a`).
    case keyDown(String)
    case keyUp(String)
    case pause(Double)
}

/// Keysym names and values for the keys the tests press, in xdotool's spelling
/// (`ctrl+shift+t`, `BackSpace`, `alt+1`).
enum KeyNames {
    /// The X keysym name xdotool and the keysym table use for a key of a combination.
    static func keysymName(_ key: String) -> String {
        switch key.lowercased() {
        case "ctrl", "control": "Control_L"
        case "shift": "Shift_L"
        case "alt": "Alt_L"
        case "super": "Super_L"
        default: key
        }
    }

    /// The keysym value of a key name (`Return`) or of one character (`a`, `?`, `ل`).
    static func keysym(_ name: String) throws -> UInt32 {
        if let value = named[name] { return value }
        let scalars = Array(name.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first else {
            throw UISession.Failure("no keysym for the key \"\(name)\"")
        }
        // Latin-1 keysyms equal their code points; others are 0x01000000 + the code point.
        return scalar.value < 0x100 ? scalar.value : 0x0100_0000 + scalar.value
    }

    /// The keysym name xdotool types for one character.
    static func name(of character: Character) -> String {
        switch character {
        case " ": "space"
        case "\n": "Return"
        default: String(character)
        }
    }

    private static let named: [String: UInt32] = {
        var table: [String: UInt32] = [
            "Control_L": 0xffe3, "Control_R": 0xffe4, "Shift_L": 0xffe1, "Shift_R": 0xffe2,
            "Alt_L": 0xffe9, "Alt_R": 0xffea, "Super_L": 0xffeb,
            "Return": 0xff0d, "BackSpace": 0xff08, "Escape": 0xff1b, "Tab": 0xff09, "Delete": 0xffff,
            "Home": 0xff50, "Left": 0xff51, "Up": 0xff52, "Right": 0xff53, "Down": 0xff54,
            "Page_Up": 0xff55, "Page_Down": 0xff56, "End": 0xff57, "Menu": 0xff67,
            "space": 0x20, "question": 0x3f, "slash": 0x2f, "period": 0x2e, "comma": 0x2c,
            "minus": 0x2d, "plus": 0x2b, "equal": 0x3d,
        ]
        for number in 1...12 { table["F\(number)"] = 0xffbe + UInt32(number - 1) }
        return table
    }()
}
