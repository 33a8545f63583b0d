#include "CFerryLogging.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>
#include <sys/types.h>

// GLib's GLogField and g_log_structured_array, as its stable ABI declares them; declared
// here so no GLib headers are needed to build.
typedef struct {
    const char *key;
    const void *value;
    ssize_t length;
} FerryGLogField;
typedef void (*FerryLogStructuredArray)(int log_level, const FerryGLogField *fields, size_t n_fields);

static FerryLogStructuredArray log_structured_array;
static pthread_once_t lookup_once = PTHREAD_ONCE_INIT;

static void look_up_glib(void) {
    // RTLD_NOLOAD first: a GTK app already has GLib, and must log through that copy.
    void *glib = dlopen("libglib-2.0.so.0", RTLD_LAZY | RTLD_NOLOAD);
    if (glib == NULL) glib = dlopen("libglib-2.0.so.0", RTLD_LAZY);
    if (glib == NULL) return;
    log_structured_array = (FerryLogStructuredArray)dlsym(glib, "g_log_structured_array");
}

bool ferry_log_glib_structured(int glib_level, const char *domain, const char *message) {
    pthread_once(&lookup_once, look_up_glib);
    if (log_structured_array == NULL) return false;
    const char *priority = "4";
    switch (glib_level) {
    case 1 << 3: priority = "3"; break;  // critical -> LOG_ERR, as GLib maps it
    case 1 << 4: priority = "4"; break;  // warning -> LOG_WARNING
    case 1 << 5: priority = "5"; break;  // message -> LOG_NOTICE
    case 1 << 6: priority = "6"; break;  // info -> LOG_INFO
    case 1 << 7: priority = "7"; break;  // debug -> LOG_DEBUG
    }
    FerryGLogField fields[] = {
        {"PRIORITY", priority, -1},
        {"GLIB_DOMAIN", domain, -1},
        {"MESSAGE", message, -1},
    };
    log_structured_array(glib_level, fields, sizeof fields / sizeof fields[0]);
    return true;
}
