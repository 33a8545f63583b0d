// SPDX-License-Identifier: Apache-2.0
internal import CGtk

/// A named icon from the icon theme: `GtkImage`.
@MainActor
public final class Image: Widget {
    /// Creates an image of the icon `iconName` (`"folder-symbolic"`) at `pixelSize`.
    public init(iconName: String, pixelSize: Int = 16) {
        super.init(gtk_image_new_from_icon_name(iconName))
        gtk_image_set_pixel_size(handle(GtkClass.Image.self).pointer, Int32(pixelSize))
    }
}
