// SPDX-License-Identifier: Apache-2.0
import Foundation
import TextEditing

/// One stored setting's value, as a settings store keeps it.
public enum SettingValue: Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case string(String)
}

/// Where settings are kept: GSettings in the app, ``InMemorySettingsStorage`` in tests and
/// when the app's schema is not installed.
@MainActor
public protocol SettingsStorage: AnyObject {
    /// The stored value of `key`, or `nil` when the store has none of the right kind.
    func value(forKey key: String) -> SettingValue?
    /// Stores `value` under `key`.
    func setValue(_ value: SettingValue, forKey key: String)
}

/// Settings kept for the life of the process only.
@MainActor
public final class InMemorySettingsStorage: SettingsStorage {
    private var values: [String: SettingValue]

    /// A store holding `values`.
    public init(_ values: [String: SettingValue] = [:]) { self.values = values }

    public func value(forKey key: String) -> SettingValue? { values[key] }
    public func setValue(_ value: SettingValue, forKey key: String) { values[key] = value }
}

/// What Ferry remembers between launches (issue #19 item 3) and the rules of when: the
/// window's size and whether it is maximized, the page last shown, the Filter page's
/// "Tiles only" and the Labels page's caret policy. Pages read their starting state here
/// and report changes; they hold no rule of their own.
///
/// There is no reduced-motion setting: Ferry follows the desktop's preference and has no
/// switch of its own.
@MainActor
public final class FerrySettings {
    /// The stored keys, as the GSettings schema (`data/<app id>.gschema.xml`) names them.
    public enum Key: String, CaseIterable, Sendable {
        case windowWidth = "window-width"
        case windowHeight = "window-height"
        case windowMaximized = "window-maximized"
        case lastPage = "last-page"
        case tilesOnly = "tiles-only"
        case caretPolicy = "caret-policy"

        /// The value a fresh install starts with (the schema's defaults say the same).
        public var defaultValue: SettingValue {
            switch self {
            case .windowWidth: .int(FerrySettings.defaultWindowSize.width)
            case .windowHeight: .int(FerrySettings.defaultWindowSize.height)
            case .windowMaximized: .bool(false)
            case .lastPage: .string(FerryWindowPage.shapes.rawValue)
            case .tilesOnly: .bool(false)
            case .caretPolicy: .string(LabelsModel.key(of: .keepLogicalPosition))
            }
        }
    }

    /// The GSettings schema id: the application id a build is installed under.
    nonisolated public static var schemaID: String { FerryOptions().applicationID }
    /// A new window's size when nothing is remembered.
    nonisolated public static let defaultWindowSize = (width: 1100, height: 760)
    /// The smallest window size remembered: anything smaller (a window squeezed to nothing
    /// or a value edited by hand) would reopen unusable, so it is stored as this.
    nonisolated public static let minimumWindowSize = (width: 360, height: 300)
    /// The largest window size remembered (larger values were not made by a window).
    nonisolated public static let maximumWindowSize = 16_384

    private let storage: SettingsStorage
    /// Whether changes are stored: the screenshot and timing runs neither read nor write
    /// the user's settings, so they start the same everywhere.
    public let remembers: Bool

    /// Settings over `storage`; a run with `options` that must start from the defaults
    /// (screenshots, the timing run) reads and writes nothing.
    public init(storage: SettingsStorage, options: FerryOptions = FerryOptions()) {
        self.storage = storage
        remembers = Self.remembers(options)
    }

    /// Whether a run with `options` reads and writes settings (not the screenshot or
    /// timing runs).
    nonisolated public static func remembers(_ options: FerryOptions) -> Bool {
        options.screenshotFolder == nil && !options.benchmark && options.csvImportTimingFile == nil
    }

    private func stored(_ key: Key) -> SettingValue {
        guard remembers, let value = storage.value(forKey: key.rawValue) else { return key.defaultValue }
        return value
    }

    private func store(_ key: Key, _ value: SettingValue) {
        guard remembers else { return }
        storage.setValue(value, forKey: key.rawValue)
    }

    // MARK: The window

    /// The size a new window opens at, clamped to sizes a window can have.
    public var windowSize: (width: Int, height: Int) {
        guard case .int(let width) = stored(.windowWidth), case .int(let height) = stored(.windowHeight) else {
            return Self.defaultWindowSize
        }
        return (Self.clamp(width, minimum: Self.minimumWindowSize.width), Self.clamp(height, minimum: Self.minimumWindowSize.height))
    }

    /// Whether a new window opens maximized.
    public var windowIsMaximized: Bool {
        if case .bool(let isOn) = stored(.windowMaximized) { return isOn }
        return false
    }

    /// A window closed with its unmaximized size `width`×`height`: remembers both and
    /// whether it was maximized (a maximized window keeps the size it returns to).
    public func windowClosed(width: Int, height: Int, isMaximized: Bool) {
        store(.windowMaximized, .bool(isMaximized))
        // GTK reports 0 or -1 for a window that never had a size of its own.
        guard width > 0, height > 0 else { return }
        store(.windowWidth, .int(Self.clamp(width, minimum: Self.minimumWindowSize.width)))
        store(.windowHeight, .int(Self.clamp(height, minimum: Self.minimumWindowSize.height)))
    }

    private static func clamp(_ value: Int, minimum: Int) -> Int { min(max(value, minimum), maximumWindowSize) }

    // MARK: Pages

    /// The page a new window shows: the one `--page` names, else the page last shown.
    public func startingPage(options: FerryOptions) -> FerryWindowPage {
        if let named = options.page, let page = FerryWindowPage(rawValue: named) { return page }
        return lastPage
    }

    /// The page last shown (an unknown stored name means the first page).
    public var lastPage: FerryWindowPage {
        guard case .string(let name) = stored(.lastPage), let page = FerryWindowPage(rawValue: name) else { return .shapes }
        return page
    }

    /// A window showed `page`.
    public func pageShown(_ page: FerryWindowPage) { store(.lastPage, .string(page.rawValue)) }

    /// Whether the Filter page starts with "Tiles only" on.
    public var tilesOnly: Bool {
        if case .bool(let isOn) = stored(.tilesOnly) { return isOn }
        return false
    }

    /// "Tiles only" was switched.
    public func tilesOnlyChanged(_ isOn: Bool) { store(.tilesOnly, .bool(isOn)) }

    /// The caret policy the Labels page starts with (an unknown stored key means the
    /// default, keep the logical position).
    public var caretPolicy: CaretPolicy {
        guard case .string(let key) = stored(.caretPolicy),
              let policy = CaretPolicy.allCases.first(where: { LabelsModel.key(of: $0) == key }) else {
            return .keepLogicalPosition
        }
        return policy
    }

    /// The caret policy was chosen.
    public func caretPolicyChanged(_ policy: CaretPolicy) { store(.caretPolicy, .string(LabelsModel.key(of: policy))) }
}
