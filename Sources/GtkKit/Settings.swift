// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

/// An application's stored settings: a `GSettings` of an installed schema, read and
/// written by key with the key's type checked, so a schema older or newer than the code
/// gives `nil` (and writes nothing) instead of aborting as GSettings does.
///
/// Schemas are found where GLib looks: the installed ones under `XDG_DATA_DIRS`, and a
/// build tree's compiled folder named by `GSETTINGS_SCHEMA_DIR`.
///
/// ```swift
/// if let settings = Settings(schemaID: "com.example.App") {
///     settings.set("tiles-only", bool: true)
/// }
/// ```
@MainActor
public final class Settings {
    private let reference: ObjectReference
    private let schema: OpaquePointer

    /// The settings of schema `schemaID`, or `nil` when no such schema is found.
    ///
    /// - Parameters:
    ///   - schemaFolder: A folder with a compiled schema (`gschemas.compiled`) to look in
    ///     before the installed ones; `nil` looks only where GLib does.
    ///   - keepsInMemory: Keeps values in memory for this object's life instead of the
    ///     desktop's store (for tests).
    public init?(schemaID: String, schemaFolder: URL? = nil, keepsInMemory: Bool = false) {
        let parent = g_settings_schema_source_get_default()
        var source = parent.map { g_settings_schema_source_ref($0)! }
        if let schemaFolder {
            source = g_settings_schema_source_new_from_directory(schemaFolder.path, parent, 0, nil)
            if let parent { g_settings_schema_source_unref(parent) }
        }
        guard let source else { return nil }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, schemaID, 1) else { return nil }
        self.schema = schema
        let backend = keepsInMemory ? g_memory_settings_backend_new() : nil
        defer { if let backend { g_object_unref(raw(backend)) } }
        reference = ObjectReference(taking: raw(g_settings_new_full(schema, backend, nil)!))
    }

    isolated deinit { g_settings_schema_unref(schema) }

    private var settings: UnsafeMutablePointer<GSettings> { reference.raw.assumingMemoryBound(to: GSettings.self) }

    /// The key `key` when the schema has it with the GVariant type `type` ("b", "i", "s").
    private func schemaKey(_ key: String, type: String) -> OpaquePointer? {
        guard g_settings_schema_has_key(schema, key) != 0, let schemaKey = g_settings_schema_get_key(schema, key) else { return nil }
        let variantType = g_settings_schema_key_get_value_type(schemaKey)
        let typeString = g_variant_type_dup_string(variantType).map { pointer in defer { g_free(pointer) }; return String(cString: pointer) }
        guard typeString == type else {
            g_settings_schema_key_unref(schemaKey)
            return nil
        }
        return schemaKey
    }

    private func hasKey(_ key: String, type: String) -> Bool {
        guard let schemaKey = schemaKey(key, type: type) else { return false }
        g_settings_schema_key_unref(schemaKey)
        return true
    }

    /// The boolean `key`, or `nil` when the schema has no such boolean key.
    public func bool(_ key: String) -> Bool? {
        hasKey(key, type: "b") ? g_settings_get_boolean(settings, key) != 0 : nil
    }

    /// The 32-bit integer `key`, or `nil` when the schema has no such integer key.
    public func int(_ key: String) -> Int? {
        hasKey(key, type: "i") ? Int(g_settings_get_int(settings, key)) : nil
    }

    /// The string `key`, or `nil` when the schema has no such string key.
    public func string(_ key: String) -> String? {
        guard hasKey(key, type: "s"), let value = g_settings_get_string(settings, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Stores a boolean; returns whether it was stored (the schema has the key, it is
    /// writable and boolean).
    @discardableResult
    public func set(_ key: String, bool value: Bool) -> Bool {
        write(key, type: "b", g_variant_new_boolean(value ? 1 : 0))
    }

    /// Stores an integer; returns whether it was stored (`false` also when it lies
    /// outside the key's range or 32 bits).
    @discardableResult
    public func set(_ key: String, int value: Int) -> Bool {
        guard let value32 = Int32(exactly: value) else { return false }
        return write(key, type: "i", g_variant_new_int32(value32))
    }

    /// Stores a string; returns whether it was stored (`false` also when the key lists
    /// its choices and `value` is not one of them).
    @discardableResult
    public func set(_ key: String, string value: String) -> Bool {
        write(key, type: "s", g_variant_new_string(value))
    }

    private func write(_ key: String, type: String, _ value: OpaquePointer?) -> Bool {
        guard let value else { return false }
        g_variant_ref_sink(value)
        defer { g_variant_unref(value) }
        guard let schemaKey = schemaKey(key, type: type) else { return false }
        defer { g_settings_schema_key_unref(schemaKey) }
        guard g_settings_schema_key_range_check(schemaKey, value) != 0,
              g_settings_is_writable(settings, key) != 0 else { return false }
        return g_settings_set_value(settings, key, value) != 0
    }

    /// Waits until every change made in this process is written to disk (call before
    /// the process ends).
    public static func sync() { g_settings_sync() }
}
