// SPDX-License-Identifier: Apache-2.0
#pragma once
/* GIO for ferry-bench's anchors (content-type lookups). Nothing in Ferry's libraries
 * uses it. */
#include <gio/gio.h>
