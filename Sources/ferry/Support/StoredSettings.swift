// SPDX-License-Identifier: Apache-2.0
import FerryScenes
import GtkKit

/// FerryScenes' settings store over GtkKit's GSettings wrapper.
@MainActor
final class StoredSettings: SettingsStorage {
    private let settings: Settings

    private init(_ settings: Settings) { self.settings = settings }

    /// Ferry's settings: the installed schema's (or the build tree's, through
    /// `GSETTINGS_SCHEMA_DIR`); without a schema, settings kept in memory and one line
    /// saying so.
    static func open(options: FerryOptions) -> FerrySettings {
        guard FerrySettings.remembers(options) else {
            return FerrySettings(storage: InMemorySettingsStorage(), options: options)
        }
        guard let settings = Settings(schemaID: FerrySettings.schemaID) else {
            FerryLog.always(.failure(area: "SETTINGS", message: "no settings schema \(FerrySettings.schemaID) is installed "
                                     + "(set GSETTINGS_SCHEMA_DIR when running from the build folder): settings last until Ferry quits"))
            return FerrySettings(storage: InMemorySettingsStorage(), options: options)
        }
        return FerrySettings(storage: StoredSettings(settings), options: options)
    }

    func value(forKey key: String) -> SettingValue? {
        if let value = settings.bool(key) { return .bool(value) }
        if let value = settings.int(key) { return .int(value) }
        return settings.string(key).map(SettingValue.string)
    }

    func setValue(_ value: SettingValue, forKey key: String) {
        let stored = switch value {
        case .bool(let value): settings.set(key, bool: value)
        case .int(let value): settings.set(key, int: value)
        case .string(let value): settings.set(key, string: value)
        }
        if !stored { FerryLog.always(.failure(area: "SETTINGS", message: "\(key) = \(value) was not stored (the schema does not allow it)")) }
    }
}
