// SPDX-License-Identifier: Apache-2.0
/* The block classifier in CCSVSupport.h is `static inline`, so that Swift code inlines it;
 * this file compiles the header once on its own. The record scanner is in
 * CSVRecordScan.c. */
#include "CCSVSupport.h"
