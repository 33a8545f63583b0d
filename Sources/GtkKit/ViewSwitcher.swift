// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// Buttons that switch the pages of a ``ViewStack``: `AdwViewSwitcher`.
@MainActor
public final class ViewSwitcher: Widget {
    /// Creates a switcher for `stack`, with labels beside icons.
    public init(stack: ViewStack) {
        super.init(adw_view_switcher_new())
        adw_view_switcher_set_stack(handle(AdwClass.ViewSwitcher.self).pointer, stack.handle(AdwClass.ViewStack.self).pointer)
        adw_view_switcher_set_policy(handle(AdwClass.ViewSwitcher.self).pointer, ADW_VIEW_SWITCHER_POLICY_WIDE)
    }
}
