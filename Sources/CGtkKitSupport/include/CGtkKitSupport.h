// SPDX-License-Identifier: Apache-2.0
#pragma once
/* The few pieces of GtkKit that must be C: GObject subclasses (a lazy content provider, a
 * keyed list model, a slot widget) and the glue between libdispatch's main queue and the GLib loop. */
#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- Main queue glue ------------------------------------------------------------- */

/* Watches libdispatch's main-queue eventfd from the default GLib main context and drains
 * the main queue whenever it is signalled, so DispatchQueue.main and @MainActor jobs run
 * while GTK owns the main thread. Idempotent; returns the GSource id. */
guint gtkkit_main_queue_attach(void);
/* Whether gtkkit_main_queue_attach has run in this process. */
gboolean gtkkit_main_queue_is_attached(void);

/* ---- Lazy content provider ------------------------------------------------------- */

/* Asked to produce `mime_type`; must eventually complete `task` with one of the
 * gtkkit_content_write_* functions below (from the main thread). */
typedef void (*GtkKitContentWriteFunc)(gpointer context, const char *mime_type, GTask *task);

/* A GdkContentProvider offering `mime_types` (NULL-terminated, in priority order) whose
 * bytes are produced only when a receiver asks for one, asynchronously, by `write`.
 * `context` is released with `release` when the provider is finalized. */
GdkContentProvider *gtkkit_content_provider_new(const char *const *mime_types, gpointer context,
                                                GtkKitContentWriteFunc write, GDestroyNotify release);
/* Completes a write with a copy of `length` bytes at `data`. */
void gtkkit_content_write_bytes(GTask *task, const void *data, gsize length);
/* Completes a write by streaming the file at `path`. */
void gtkkit_content_write_file(GTask *task, const char *path);
/* Fails a write with `message`. */
void gtkkit_content_write_fail(GTask *task, const char *message);

/* ---- In-process transfers -------------------------------------------------------- */

/* A pointer GType with no MIME serializer: GDK never advertises it to other processes,
 * so a value of this type is only readable in the process that offered it. */
GType gtkkit_in_process_transfer_get_type(void);
/* A provider offering `box` as an in-process transfer; `release` runs at finalize. */
GdkContentProvider *gtkkit_in_process_provider_new(gpointer box, GDestroyNotify release);
/* The box offered by `provider` as an in-process transfer, or NULL. Unowned. */
gpointer gtkkit_in_process_provider_get_box(GdkContentProvider *provider);

/* ---- Reading streams ------------------------------------------------------------- */

/* Called once with all bytes (owned by the callee: unref them), or with an error message,
 * or with too_large set when the stream held more than the limit. */
typedef void (*GtkKitBytesCallback)(gpointer context, GBytes *bytes, const char *error_message, gboolean too_large);
/* Reads `stream` to its end into memory, asynchronously, and closes it; stops, without
 * keeping what it read, once more than `limit` bytes come. */
void gtkkit_read_all_async(GInputStream *stream, gsize limit, GCancellable *cancellable,
                           GtkKitBytesCallback callback, gpointer context);

/* ---- Keyed list model ------------------------------------------------------------ */

/* A GListModel of small items that each carry a 64-bit key (the Swift side maps keys to
 * elements). Items are made lazily, so a model of 10^5 keys costs 10^5 integers. */
GListModel *gtkkit_list_model_new(void);
/* Replaces `removed` keys at `position` with `added` and emits items-changed once. */
void gtkkit_list_model_splice(GListModel *model, guint position, guint removed,
                              const guint64 *added, guint n_added);
/* Replaces every key with `keys` (unique) and emits items-changed once, over the range
 * between the unchanged prefix and suffix, without making GTK rebuild its rows (GTK 4.8
 * reuses a row widget only for the same item object). A held item that keeps its position
 * with a new key counts as unchanged: this model serves one GtkListView, whose rows the
 * caller binds again, and is not a general GListModel. The region of positions whose items
 * GTK holds stays where it is: an item follows its key when the key stays inside it (or
 * is `pinned_key`, the focused row's), and the other items GTK holds take the region's
 * remaining keys in place. Items GTK no longer holds are dropped. Returns the retargeted
 * items (borrowed; free the array with g_ptr_array_unref): their rows show a stale key
 * and must be bound again. */
GPtrArray *gtkkit_list_model_replace_keys(GListModel *model, const guint64 *keys, guint n_keys,
                                          gboolean has_pinned_key, guint64 pinned_key);
/* The position of the first item GTK holds (has a row for), or G_MAXUINT when it holds none. */
guint gtkkit_list_model_first_held_position(GListModel *model);
/* The key of an item of a gtkkit list model. */
guint64 gtkkit_list_item_key(gpointer item);

/* ---- Slot ------------------------------------------------------------------------ */

/* A one-child container that takes a fraction (0…1) of its child's natural height in its
 * parent's layout and draws the child, at full height, shifted down by an offset in
 * pixels (up when negative), unclipped. Takes `child` (sinks a floating reference). */
GtkWidget *gtkkit_slot_new(GtkWidget *child);
/* Sets the share of the child's height the slot takes, and the child's vertical shift. */
void gtkkit_slot_set_placement(GtkWidget *slot, double fraction, double offset);
/* The child's natural height at the slot's current width. */
int gtkkit_slot_child_height(GtkWidget *slot);

/* ---- SwiftUI layout: stacks, frames, shapes --------------------------------------- */

enum { GTKKIT_STACK_VERTICAL = 0, GTKKIT_STACK_HORIZONTAL = 1, GTKKIT_STACK_DEPTH = 2 };

/* A stack laying its children out along `axis` (a ZStack for DEPTH), as SwiftUI's stacks
 * do: each child at its natural size unless flexible (computed expand), flexible ones
 * sharing what is left along the axis, aligned across it (fractions: 0 leading/top,
 * 0.5 centre, 1 trailing/bottom; horizontal mirrored right to left). */
GtkWidget *gtkkit_stack_new(int axis);
void gtkkit_stack_configure(GtkWidget *stack, int axis, int spacing, double halign, double valign);
/* Makes `children` the container's children, in order, moving only what moved. For
 * containers whose children are plain GTK children (stacks). */
void gtkkit_container_set_children(GtkWidget *container, GtkWidget *const *children, guint count);

/* What a frame does to its content: sizes (-1 unset; max may be INFINITY), alignment,
 * insets (padding), an offset, a share of its height (transitions) and rounded corners. */
typedef struct {
    double min_width, ideal_width, max_width, min_height, ideal_height, max_height;
    double halign, valign;
    double top, leading, bottom, trailing;
    double offset_x, offset_y;
    double fraction;
    double corner_radius;
} GtkKitFrameSpec;
GtkKitFrameSpec gtkkit_frame_spec_default(void);
/* A one-content container (plus a background below and an overlay above it, both sized
 * to the frame) applying a GtkKitFrameSpec: SwiftUI's padding, frame, background,
 * overlay, offset and corner radius, and the share of height a row takes while it
 * transitions in or out. */
GtkWidget *gtkkit_frame_new(void);
void gtkkit_frame_set_content(GtkWidget *frame, GtkWidget *child);
void gtkkit_frame_set_background(GtkWidget *frame, GtkWidget *child);
void gtkkit_frame_set_overlay(GtkWidget *frame, GtkWidget *child);
void gtkkit_frame_set_spec(GtkWidget *frame, const GtkKitFrameSpec *spec);
GtkKitFrameSpec gtkkit_frame_get_spec(GtkWidget *frame);

enum { GTKKIT_SHAPE_RECTANGLE = 0, GTKKIT_SHAPE_ROUNDED_RECTANGLE = 1, GTKKIT_SHAPE_CIRCLE = 2 };
/* A flexible shape filled with a colour, or a top-to-bottom gradient from `start` to `end`. */
GtkWidget *gtkkit_shape_new(void);
void gtkkit_shape_set(GtkWidget *shape, int kind, double radius, gboolean has_fill, const GdkRGBA *start, const GdkRGBA *end);

G_END_DECLS
