// SPDX-License-Identifier: Apache-2.0
/// What the About window says about the application.
public struct AboutInfo: Sendable {
    /// The application's name, as a title.
    public var applicationName: String
    /// The version shown under the name.
    public var version: String
    /// Who makes the application.
    public var developerName: String
    /// A sentence or two about the application.
    public var comments: String
    /// The application's web site.
    public var website: String?
    /// The icon shown above the name, from the icon theme.
    public var iconName: String?
    /// The licence, shown on the window's Legal page.
    public var license: License?
    /// The copyright line, shown on the Legal page.
    public var copyright: String?
    /// The people who made the application, shown on the Credits page.
    public var developers: [String] = []
    /// Where to report a problem.
    public var issueURL: String?

    /// A licence the About window names and links to.
    public enum License: Sendable, Hashable {
        /// The Apache License 2.0 (SPDX `Apache-2.0`).
        case apache2
        /// Any other licence, as text shown on the Legal page.
        case custom(String)
    }

    /// Creates the About information.
    public init(applicationName: String, version: String, developerName: String, comments: String = "",
                website: String? = nil, iconName: String? = nil) {
        self.applicationName = applicationName
        self.version = version
        self.developerName = developerName
        self.comments = comments
        self.website = website
        self.iconName = iconName
    }
}
