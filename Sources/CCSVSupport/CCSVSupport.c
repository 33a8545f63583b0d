/* Everything in CCSVSupport is `static inline` in include/CCSVSupport.h, so that Swift code
 * inlines it; this file only gives SwiftPM a source to build the target from. */
#include "CCSVSupport.h"
