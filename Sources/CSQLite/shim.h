// SPDX-License-Identifier: Apache-2.0
// Debian's libsqlite3-dev, plus what Swift cannot import from it: SQLITE_TRANSIENT and
// SQLITE_STATIC are casts of integers to function pointers, which Swift does not import.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies the bound bytes before the bind call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/// SQLITE_STATIC: the bound bytes stay valid until the statement is reset or rebound.
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

/// Binds UTF-8 text of `length` bytes, copied by SQLite.
static inline int csqlite_bind_text_transient(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}
/// SQLITE_CONSTRAINT_PRIMARYKEY, an extended result code Swift does not import.
static inline int csqlite_constraint_primary_key(void) { return SQLITE_CONSTRAINT_PRIMARYKEY; }
#endif
