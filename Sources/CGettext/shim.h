// SPDX-License-Identifier: Apache-2.0
// glibc's gettext (libintl.h) and locale functions, which Swift's Glibc module leaves out.
#include <libintl.h>
#include <locale.h>
