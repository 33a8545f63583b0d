#ifndef CFERRYLOGGING_H
#define CFERRYLOGGING_H

#include <stdbool.h>

/// Sends one message to GLib's structured log (`g_log_structured_array`), which writes it
/// to the systemd journal when standard error is connected to it and to standard error
/// otherwise, under GLib's own rules (`G_MESSAGES_DEBUG`, custom writers).
///
/// GLib is looked up at run time (`libglib-2.0.so.0`), so the libraries that log build
/// without GLib's development files. Returns false, having written nothing, when GLib is
/// not in the process and cannot be loaded.
///
/// `glib_level` is a `GLogLevelFlags` value (G_LOG_LEVEL_CRITICAL = 1 << 3, WARNING = 1 << 4,
/// MESSAGE = 1 << 5, INFO = 1 << 6, DEBUG = 1 << 7).
bool ferry_log_glib_structured(int glib_level, const char *domain, const char *message);

#endif
