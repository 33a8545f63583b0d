// SPDX-License-Identifier: Apache-2.0
internal import CGtk
internal import CAdwaita

/// The application's About window: `AdwAboutWindow`.
@MainActor
public enum AboutWindow {
    /// Shows the About window over `parent`.
    public static func present(_ info: AboutInfo, over parent: ApplicationWindow?) {
        let window = adw_about_window_new()!
        let about = raw(window)
        adw_about_window_set_application_name(GObjectHandle<AdwClass.AboutWindow>(about).pointer, info.applicationName)
        adw_about_window_set_version(GObjectHandle<AdwClass.AboutWindow>(about).pointer, info.version)
        adw_about_window_set_developer_name(GObjectHandle<AdwClass.AboutWindow>(about).pointer, info.developerName)
        adw_about_window_set_comments(GObjectHandle<AdwClass.AboutWindow>(about).pointer, info.comments)
        if let website = info.website { adw_about_window_set_website(GObjectHandle<AdwClass.AboutWindow>(about).pointer, website) }
        if let iconName = info.iconName { adw_about_window_set_application_icon(GObjectHandle<AdwClass.AboutWindow>(about).pointer, iconName) }
        switch info.license {
        case .apache2: adw_about_window_set_license_type(GObjectHandle<AdwClass.AboutWindow>(about).pointer, GTK_LICENSE_APACHE_2_0)
        case .custom(let text): adw_about_window_set_license(GObjectHandle<AdwClass.AboutWindow>(about).pointer, text)
        case nil: break
        }
        if let copyright = info.copyright { adw_about_window_set_copyright(GObjectHandle<AdwClass.AboutWindow>(about).pointer, copyright) }
        if let issueURL = info.issueURL { adw_about_window_set_issue_url(GObjectHandle<AdwClass.AboutWindow>(about).pointer, issueURL) }
        if !info.developers.isEmpty {
            withCStringArray(info.developers) { adw_about_window_set_developers(GObjectHandle<AdwClass.AboutWindow>(about).pointer, $0) }
        }
        if let parent {
            gtk_window_set_transient_for(GObjectHandle<GtkClass.Window>(about).pointer, parent.handle(GtkClass.Window.self).pointer)
            gtk_window_set_modal(GObjectHandle<GtkClass.Window>(about).pointer, 1)
        }
        gtk_window_present(GObjectHandle<GtkClass.Window>(about).pointer)
    }
}
