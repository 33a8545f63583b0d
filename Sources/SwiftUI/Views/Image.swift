// SPDX-License-Identifier: Apache-2.0
internal import CGtk
import CoreTransferable
import Foundation
import FerryLogging
import GtkKit
import UniformTypeIdentifiers

/// A view that displays an image: a symbolic icon for an SF Symbol name, or a picture.
///
/// `Image` is `Transferable`, as on the Mac: it travels as PNG (and reads PNG, JPEG, TIFF,
/// WebP, GIF and BMP, whatever GDK decodes).
public struct Image: View, Equatable, Sendable {
    enum Source: Sendable {
        case icon(String)
        case picture(TransferableImage)

        func same(as other: Source?) -> Bool {
            switch (self, other) {
            case (.icon(let a), .icon(let b)): return a == b
            case (.picture(let a), .picture(let b)): return a.identity == b.identity
            default: return false
            }
        }
    }
    let source: Source

    /// Creates a system symbol image: the SF Symbol's counterpart among GNOME's symbolic
    /// icons; an unknown name shows `image-missing-symbolic` and is logged once.
    public init(systemName: String) { source = .icon(SymbolNames.iconName(for: systemName)) }

    /// Creates a labeled image from a resource: an icon of the app's icon theme, or a file
    /// `name` (with or without an extension) beside the executable.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let image = Self.resourceImage(named: name, bundle: bundle) { source = .picture(image) } else { source = .icon(name) }
    }

    nonisolated init(_ image: TransferableImage) { source = .picture(image) }

    public var body: Never { primitiveBody(Self.self) }

    /// The picture `name` (as given, or with a `png`, `jpg` or `jpeg` extension) in
    /// `bundle`, else in the main bundle, else beside the executable.
    private static func resourceImage(named name: String, bundle: Bundle?) -> TransferableImage? {
        let extensions = ["", "png", "jpg", "jpeg"]
        for candidate in [bundle, Bundle.main].compactMap({ $0 }) {
            for ext in extensions {
                if let url = candidate.url(forResource: name, withExtension: ext.isEmpty ? nil : ext),
                   let image = try? TransferableImage(contentsOf: url) { return image }
            }
        }
        let folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        for ext in extensions {
            let url = folder.appendingPathComponent(ext.isEmpty ? name : name + "." + ext)
            if FileManager.default.fileExists(atPath: url.path), let image = try? TransferableImage(contentsOf: url) { return image }
        }
        return nil
    }

    nonisolated public static func == (lhs: Image, rhs: Image) -> Bool { lhs.source.same(as: rhs.source) }
}

extension Image: Transferable {
    /// PNG out; every format GDK reads in (through GtkKit's `TransferableImage`).
    nonisolated public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation<Image, TransferableImage>(exporting: { image -> TransferableImage in
            guard case .picture(let picture) = image.source else { throw ImageTransferError.symbolHasNoPixels }
            return picture
        }, importing: { Image($0) })
    }
}

/// Why an `Image` could not be transferred.
public enum ImageTransferError: Error, CustomStringConvertible, Sendable {
    /// A symbol image has no pixels to send.
    case symbolHasNoPixels
    public var description: String { "a symbol image has no pixels to transfer; only pictures travel as PNG" }
}

/// SF Symbol names and their GNOME symbolic counterparts.
enum SymbolNames {
    static let table: [String: String] = [
        "circle.fill": "media-record-symbolic",
        "circle": "radio-symbolic",
        "square.fill": "media-playback-stop-symbolic",
        "square": "checkbox-symbolic",
        "plus": "list-add-symbolic",
        "minus": "list-remove-symbolic",
        "trash": "user-trash-symbolic",
        "doc.on.doc": "edit-copy-symbolic",
        "doc.on.clipboard": "edit-paste-symbolic",
        "scissors": "edit-cut-symbolic",
        "magnifyingglass": "system-search-symbolic",
        "gear": "emblem-system-symbolic",
        "photo": "image-x-generic-symbolic",
        "person": "avatar-default-symbolic",
        "person.crop.circle": "avatar-default-symbolic",
        "star": "non-starred-symbolic",
        "star.fill": "starred-symbolic",
        "xmark": "window-close-symbolic",
        "checkmark": "object-select-symbolic",
        "arrow.up.arrow.down": "view-sort-ascending-symbolic",
        "line.3.horizontal": "open-menu-symbolic",
        "film": "video-x-generic-symbolic",
        "folder": "folder-symbolic",
        "doc": "text-x-generic-symbolic",
        "info.circle": "dialog-information-symbolic",
        "exclamationmark.triangle": "dialog-warning-symbolic",
    ]
    nonisolated(unsafe) private static var logged: Set<String> = []

    static func iconName(for symbol: String) -> String {
        if let name = table[symbol] { return name }
        if !logged.contains(symbol) {
            logged.insert(symbol)
            FileHandle.standardError.write(Data("SwiftUI: no GNOME icon for the SF Symbol \"\(symbol)\"; showing image-missing-symbolic\n".utf8))
        }
        return "image-missing-symbolic"
    }
}

@MainActor
final class ImageNode: Node {
    private var widget: Widget?
    private var shown: Image.Source?
    private var styler = TextStyler()

    override var widgets: [Widget] { widget.map { [$0] } ?? [] }

    override func update(_ view: any View, environment: EnvironmentValues, transaction: Transaction) {
        super.update(view, environment: environment, transaction: transaction)
        let image = view as! Image
        if !image.source.same(as: shown) {
            SwiftUIMetrics.wrote()
            let before = widgets
            shown = image.source
            switch image.source {
            case .icon(let name):
                if let widget, isIcon(widget) {
                    gtk_image_set_from_icon_name(OpaquePointer(widget.widgetPointer), name)
                } else {
                    widget = Widget(retaining: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(name)!))
                }
            case .picture(let picture):
                let picturePointer = gtk_picture_new_for_paintable(picture.paintablePointer)!
                gtk_picture_set_can_shrink(OpaquePointer(picturePointer), 0)
                widget = Widget(retaining: UnsafeMutableRawPointer(picturePointer))
            }
            if !sameWidgets(before, widgets) { parent?.childWidgetsChanged(transaction: transaction) }
        }
        if let widget { styler.apply(to: widget, environment: environment) }
    }

    private func isIcon(_ widget: Widget) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(widget.widgetPointer)), gtk_image_get_type()) != 0
    }
}

extension Image: PrimitiveView {
    func makeNode(parent: Node?, environment: EnvironmentValues) -> Node {
        ImageNode(viewType: Self.self, parent: parent, environment: environment)
    }
}
