internal import CGtk
internal import CAdwaita

/// The application's About window: `AdwAboutWindow`.
@MainActor
public enum AboutWindow {
    /// Shows the About window over `parent`.
    public static func present(_ info: AboutInfo, over parent: ApplicationWindow?) {
        let window = adw_about_window_new()!
        let about = raw(window)
        adw_about_window_set_application_name(about.ptr(), info.applicationName)
        adw_about_window_set_version(about.ptr(), info.version)
        adw_about_window_set_developer_name(about.ptr(), info.developerName)
        adw_about_window_set_comments(about.ptr(), info.comments)
        if let website = info.website { adw_about_window_set_website(about.ptr(), website) }
        if let iconName = info.iconName { adw_about_window_set_application_icon(about.ptr(), iconName) }
        if let parent {
            gtk_window_set_transient_for(about.ptr(), parent.widgetPointer.ptr())
            gtk_window_set_modal(about.ptr(), 1)
        }
        gtk_window_present(about.ptr())
    }
}
