// SPDX-License-Identifier: Apache-2.0
#pragma once
/* GTK 4 for Swift: the headers, plus static inline wrappers for the function-like macros
 * Swift cannot import (G_TYPE_* constants, type checks, type names). Casts are done in
 * Swift by reinterpreting pointers, so they are not wrapped here. */
#include <gtk/gtk.h>
#include <glib-unix.h>   /* g_unix_fd_add: not pulled in by gtk.h */
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>  /* g_memory_settings_backend_new: GtkKit.Settings in memory */

static inline GType cgtk_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType cgtk_type_int(void) { return G_TYPE_INT; }
static inline GType cgtk_type_uint(void) { return G_TYPE_UINT; }
static inline GType cgtk_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }
static inline GType cgtk_type_object(void) { return G_TYPE_OBJECT; }
static inline GType cgtk_type_pointer(void) { return G_TYPE_POINTER; }
static inline GType cgtk_type_file_list(void) { return GDK_TYPE_FILE_LIST; }

/* An accessible's "selected" state, through GTK's variadic setter: GTK 4.8 collects a
   GValue for this boolean-or-undefined state as an int, later versions as a boolean; the
   variadic form reads an int in every version. */
static inline void cgtk_accessible_set_selected(GtkAccessible *accessible, gboolean selected) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/* The GType of an instance and its name (G_OBJECT_TYPE / G_OBJECT_TYPE_NAME). */
static inline GType cgtk_instance_type(gpointer instance) { return G_OBJECT_TYPE(instance); }
static inline const char *cgtk_instance_type_name(gpointer instance) {
    return instance ? G_OBJECT_TYPE_NAME(instance) : "(null)";
}
/* G_TYPE_CHECK_INSTANCE_TYPE. */
static inline gboolean cgtk_instance_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}
/* G_VALUE_TYPE. */
static inline GType cgtk_value_type(const GValue *value) { return G_VALUE_TYPE(value); }
/* The reference count, for leak tests (GObject has no accessor). */
static inline guint cgtk_object_ref_count(gpointer object) { return ((GObject *)object)->ref_count; }
