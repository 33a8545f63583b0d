// SPDX-License-Identifier: Apache-2.0
#include "CGtkKitSupport.h"
#include <glib-unix.h>
#include <stdint.h>
#include <unistd.h>

/* Exported by libdispatch (CoreFoundation's hooks) but declared in no public header.
 * On Linux the handle is an eventfd that becomes readable when main-queue work is queued. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static guint main_queue_source = 0;

static gboolean on_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition; (void)data;
    /* Reset the eventfd first, or the source stays ready and the loop spins. */
    uint64_t counter;
    ssize_t ignored = read(fd, &counter, sizeof counter);
    (void)ignored;
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

guint gtkkit_main_queue_attach(void) {
    if (main_queue_source != 0) return main_queue_source;
    int fd = _dispatch_get_main_queue_handle_4CF();
    main_queue_source = g_unix_fd_add(fd, G_IO_IN, on_main_queue_ready, NULL);
    /* Work queued before the watch existed would otherwise wait for the next signal. */
    _dispatch_main_queue_callback_4CF(NULL);
    return main_queue_source;
}

gboolean gtkkit_main_queue_is_attached(void) { return main_queue_source != 0; }
