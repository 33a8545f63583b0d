// SPDX-License-Identifier: Apache-2.0
#pragma once
#include <adwaita.h>

/* Cast macros Swift cannot import. */
static inline AdwApplication *cadw_application(void *p) { return ADW_APPLICATION(p); }
static inline AdwApplicationWindow *cadw_application_window(void *p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwHeaderBar *cadw_header_bar(void *p) { return ADW_HEADER_BAR(p); }
static inline AdwViewStack *cadw_view_stack(void *p) { return ADW_VIEW_STACK(p); }
static inline AdwViewSwitcher *cadw_view_switcher(void *p) { return ADW_VIEW_SWITCHER(p); }
static inline AdwViewSwitcherTitle *cadw_view_switcher_title(void *p) { return ADW_VIEW_SWITCHER_TITLE(p); }
static inline AdwToastOverlay *cadw_toast_overlay(void *p) { return ADW_TOAST_OVERLAY(p); }
static inline AdwAboutWindow *cadw_about_window(void *p) { return ADW_ABOUT_WINDOW(p); }
