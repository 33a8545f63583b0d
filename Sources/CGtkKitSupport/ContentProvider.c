// SPDX-License-Identifier: Apache-2.0
#include "CGtkKitSupport.h"

/* A content provider whose bytes are made on request: GDK calls write_mime_type_async
 * when a receiver asks for one of its MIME types, and Swift completes the GTask. */
typedef struct {
    GdkContentProvider parent_instance;
    GdkContentFormats *formats;
    gpointer context;
    GtkKitContentWriteFunc write;
    GDestroyNotify release;
} GtkKitContentProvider;

typedef struct { GdkContentProviderClass parent_class; } GtkKitContentProviderClass;

G_DEFINE_TYPE(GtkKitContentProvider, gtkkit_content_provider, GDK_TYPE_CONTENT_PROVIDER)

static void gtkkit_content_provider_finalize(GObject *object) {
    GtkKitContentProvider *self = (GtkKitContentProvider *)object;
    g_clear_pointer(&self->formats, gdk_content_formats_unref);
    if (self->release && self->context) self->release(self->context);
    self->context = NULL;
    G_OBJECT_CLASS(gtkkit_content_provider_parent_class)->finalize(object);
}

static GdkContentFormats *gtkkit_content_provider_ref_formats(GdkContentProvider *provider) {
    return gdk_content_formats_ref(((GtkKitContentProvider *)provider)->formats);
}

/* The stream to write to travels as the task's data. */
static void gtkkit_content_provider_write_mime_type_async(GdkContentProvider *provider, const char *mime_type,
                                                          GOutputStream *stream, int io_priority,
                                                          GCancellable *cancellable, GAsyncReadyCallback callback,
                                                          gpointer user_data) {
    GtkKitContentProvider *self = (GtkKitContentProvider *)provider;
    GTask *task = g_task_new(provider, cancellable, callback, user_data);
    g_task_set_priority(task, io_priority);
    g_task_set_source_tag(task, gtkkit_content_provider_write_mime_type_async);
    g_task_set_task_data(task, g_object_ref(stream), g_object_unref);
    if (!gdk_content_formats_contain_mime_type(self->formats, mime_type)) {
        g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "Cannot provide contents as \"%s\"", mime_type);
        g_object_unref(task);
        return;
    }
    /* Swift owns `task` from here and completes it exactly once. */
    self->write(self->context, mime_type, task);
}

static gboolean gtkkit_content_provider_write_mime_type_finish(GdkContentProvider *provider, GAsyncResult *result, GError **error) {
    (void)provider;
    return g_task_propagate_boolean(G_TASK(result), error);
}

static void gtkkit_content_provider_class_init(GtkKitContentProviderClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GdkContentProviderClass *provider_class = GDK_CONTENT_PROVIDER_CLASS(klass);
    object_class->finalize = gtkkit_content_provider_finalize;
    provider_class->ref_formats = gtkkit_content_provider_ref_formats;
    provider_class->ref_storable_formats = gtkkit_content_provider_ref_formats;
    provider_class->write_mime_type_async = gtkkit_content_provider_write_mime_type_async;
    provider_class->write_mime_type_finish = gtkkit_content_provider_write_mime_type_finish;
}

static void gtkkit_content_provider_init(GtkKitContentProvider *self) { (void)self; }

GdkContentProvider *gtkkit_content_provider_new(const char *const *mime_types, gpointer context,
                                                GtkKitContentWriteFunc write, GDestroyNotify release) {
    GtkKitContentProvider *self = g_object_new(gtkkit_content_provider_get_type(), NULL);
    GdkContentFormatsBuilder *builder = gdk_content_formats_builder_new();
    for (const char *const *mime = mime_types; mime && *mime; mime++)
        gdk_content_formats_builder_add_mime_type(builder, *mime);
    self->formats = gdk_content_formats_builder_free_to_formats(builder);
    self->context = context;
    self->write = write;
    self->release = release;
    return GDK_CONTENT_PROVIDER(self);
}

/* ---- completing writes ---- */

static void on_write_all_done(GObject *source, GAsyncResult *result, gpointer data) {
    GTask *task = data;
    GError *error = NULL;
    if (g_output_stream_write_all_finish(G_OUTPUT_STREAM(source), result, NULL, &error))
        g_task_return_boolean(task, TRUE);
    else
        g_task_return_error(task, error);
    g_object_unref(task);
}

void gtkkit_content_write_bytes(GTask *task, const void *data, gsize length) {
    GOutputStream *stream = g_task_get_task_data(task);
    GBytes *bytes = g_bytes_new(data, length);
    /* The bytes must outlive the write: keep them on the task. */
    g_object_set_data_full(G_OBJECT(task), "gtkkit-bytes", bytes, (GDestroyNotify)g_bytes_unref);
    gsize size = 0;
    const void *copy = g_bytes_get_data(bytes, &size);
    g_output_stream_write_all_async(stream, copy, size, g_task_get_priority(task),
                                    g_task_get_cancellable(task), on_write_all_done, task);
}

static void on_splice_done(GObject *source, GAsyncResult *result, gpointer data) {
    GTask *task = data;
    GError *error = NULL;
    if (g_output_stream_splice_finish(G_OUTPUT_STREAM(source), result, &error) >= 0)
        g_task_return_boolean(task, TRUE);
    else
        g_task_return_error(task, error);
    g_object_unref(task);
}

static void on_file_read(GObject *source, GAsyncResult *result, gpointer data) {
    GTask *task = data;
    GError *error = NULL;
    GFileInputStream *input = g_file_read_finish(G_FILE(source), result, &error);
    if (!input) {
        g_task_return_error(task, error);
        g_object_unref(task);
        return;
    }
    GOutputStream *stream = g_task_get_task_data(task);
    g_output_stream_splice_async(stream, G_INPUT_STREAM(input), G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE,
                                 g_task_get_priority(task), g_task_get_cancellable(task), on_splice_done, task);
    g_object_unref(input);
}

void gtkkit_content_write_file(GTask *task, const char *path) {
    GFile *file = g_file_new_for_path(path);
    g_file_read_async(file, g_task_get_priority(task), g_task_get_cancellable(task), on_file_read, task);
    g_object_unref(file);
}

void gtkkit_content_write_fail(GTask *task, const char *message) {
    g_task_return_new_error(task, G_IO_ERROR, G_IO_ERROR_FAILED, "%s", message);
    g_object_unref(task);
}

/* ---- in-process transfers ---- */

GType gtkkit_in_process_transfer_get_type(void) {
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        GType registered = g_pointer_type_register_static("GtkKitInProcessTransfer");
        g_once_init_leave(&type, registered);
    }
    return type;
}

static const char *in_process_box_key = "gtkkit-in-process-box";

GdkContentProvider *gtkkit_in_process_provider_new(gpointer box, GDestroyNotify release) {
    GValue value = G_VALUE_INIT;
    g_value_init(&value, gtkkit_in_process_transfer_get_type());
    g_value_set_pointer(&value, box);
    GdkContentProvider *provider = gdk_content_provider_new_for_value(&value);
    g_value_unset(&value);
    g_object_set_data_full(G_OBJECT(provider), in_process_box_key, box, release);
    return provider;
}

gpointer gtkkit_in_process_provider_get_box(GdkContentProvider *provider) {
    if (!provider) return NULL;
    GValue value = G_VALUE_INIT;
    g_value_init(&value, gtkkit_in_process_transfer_get_type());
    gpointer box = NULL;
    if (gdk_content_provider_get_value(provider, &value, NULL)) box = g_value_get_pointer(&value);
    g_value_unset(&value);
    return box;
}

/* ---- reading streams ---- */

/* Each read asks for this much more room: large enough that a big offer takes few turns
 * of the main loop, small next to any limit worth setting. */
#define READ_ALL_CHUNK ((gsize)256 * 1024)

typedef struct {
    GtkKitBytesCallback callback;
    gpointer context;
    GCancellable *cancellable;
    GInputStream *stream;
    GByteArray *bytes;
    gsize limit;
} ReadAll;

static void read_all_next(GInputStream *stream, ReadAll *read);

/* Ends the read: closes the stream (a sender writing more then gets a broken pipe rather
 * than blocking) and calls back once. */
static void read_all_end(GInputStream *stream, ReadAll *read, GBytes *bytes, const char *message, gboolean too_large) {
    g_input_stream_close(stream, NULL, NULL);
    read->callback(read->context, bytes, message, too_large);
    if (read->bytes) g_byte_array_unref(read->bytes);
    g_clear_object(&read->cancellable);
    g_clear_object(&read->stream);
    g_free(read);
}

static void on_read_all_chunk(GObject *source, GAsyncResult *result, gpointer data) {
    ReadAll *read = data;
    GInputStream *stream = G_INPUT_STREAM(source);
    GError *error = NULL;
    gssize count = g_input_stream_read_finish(stream, result, &error);
    guint before = read->bytes->len - (guint)READ_ALL_CHUNK;
    if (count < 0) {
        read_all_end(stream, read, NULL, error->message, FALSE);
        g_error_free(error);
        return;
    }
    g_byte_array_set_size(read->bytes, before + (guint)count);
    if (count == 0) {
        GBytes *all = g_byte_array_free_to_bytes(read->bytes);
        read->bytes = NULL;
        read_all_end(stream, read, all, NULL, FALSE);
        return;
    }
    read_all_next(stream, read);
}

/* Asks for the next chunk into the array's tail, up to one byte past the limit (which tells
 * an offer that is too large), or ends when that byte came. */
static void read_all_next(GInputStream *stream, ReadAll *read) {
    guint length = read->bytes->len;
    if (length > read->limit) {
        read_all_end(stream, read, NULL, NULL, TRUE);
        return;
    }
    gsize room = read->limit - length + 1;
    gsize chunk = room < READ_ALL_CHUNK ? room : READ_ALL_CHUNK;
    g_byte_array_set_size(read->bytes, length + (guint)READ_ALL_CHUNK);
    g_input_stream_read_async(stream, read->bytes->data + length, chunk, G_PRIORITY_DEFAULT,
                              read->cancellable, on_read_all_chunk, read);
}

void gtkkit_read_all_async(GInputStream *stream, gsize limit, GCancellable *cancellable,
                           GtkKitBytesCallback callback, gpointer context) {
    ReadAll *read = g_new0(ReadAll, 1);
    read->callback = callback;
    read->context = context;
    read->cancellable = cancellable ? g_object_ref(cancellable) : NULL;
    read->stream = g_object_ref(stream);
    read->bytes = g_byte_array_new();
    /* A GByteArray counts in guint: the limit stays a chunk below its largest length. */
    read->limit = limit < G_MAXUINT - 2 * READ_ALL_CHUNK ? limit : G_MAXUINT - 2 * READ_ALL_CHUNK;
    read_all_next(stream, read);
}
