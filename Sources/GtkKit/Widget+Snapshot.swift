// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import Foundation

/// Why a widget could not be written as an image.
public enum SnapshotError: Error, Sendable, CustomStringConvertible {
    /// The widget is not shown, so it has nothing to draw.
    case notShown
    /// Rendering or saving failed.
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notShown: "the widget is not shown, so it cannot be drawn"
        case let .failed(path, reason): "\(path): cannot write the snapshot: \(reason)"
        }
    }
}

extension Widget {
    /// Draws the widget as it is on screen into a PNG file, with its window's renderer.
    public func writeSnapshot(to url: URL) throws(SnapshotError) {
        let (width, height) = size
        guard isMapped, width > 0, height > 0, let native = gtk_widget_get_native(gtkWidget),
              let renderer = gtk_native_get_renderer(native) else { throw .notShown }
        let paintable = gtk_widget_paintable_new(gtkWidget)!
        defer { g_object_unref(raw(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, GObjectHandle<GdkClass.Snapshot>(snapshot).pointer, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw .failed(path: url.path, reason: "the widget drew nothing")
        }
        defer { gsk_render_node_unref(node) }
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else {
            throw .failed(path: url.path, reason: "rendering failed")
        }
        defer { g_object_unref(raw(texture)) }
        guard gdk_texture_save_to_png(texture, url.path) != 0 else {
            throw .failed(path: url.path, reason: "saving the PNG failed")
        }
    }
}
