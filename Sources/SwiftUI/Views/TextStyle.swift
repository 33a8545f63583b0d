// SPDX-License-Identifier: Apache-2.0
import GtkKit

/// Puts the environment's font and foreground style on a widget as CSS classes, removing
/// those it put there before: libadwaita's typography classes for text styles, and
/// classes made once per colour or font detail.
@MainActor
struct TextStyler {
    private var applied: [String] = []

    mutating func apply(to widget: Widget, environment: EnvironmentValues) {
        var wanted: [String] = []
        if let font = environment.font {
            if let style = font.styleClass { wanted.append(style) }
            let extra = font.extraCSS
            if !extra.isEmpty { wanted.append(StyleClasses.make(prefix: "swiftui-font", rules: extra)) }
        }
        if let style = environment.foregroundStyle {
            switch style.kind {
            case .hierarchical(0), .foreground: break
            case .hierarchical: wanted.append("dim-label")
            case .color(let color): wanted.append(StyleClasses.make(prefix: "swiftui-fg", rules: "color: \(color.css);"))
            case .gradient(_, let bottom): wanted.append(StyleClasses.make(prefix: "swiftui-fg", rules: "color: \(bottom.css);"))
            }
        }
        guard wanted != applied else { return }
        SwiftUIMetrics.wrote()
        for name in applied where !wanted.contains(name) { widget.setCSSClass(name, false) }
        for name in wanted where !applied.contains(name) { widget.setCSSClass(name, true) }
        applied = wanted
    }
}

/// CSS classes made on demand, each installed once for the whole app.
@MainActor
enum StyleClasses {
    private static var installed: [String: String] = [:]

    /// The class for `rules`, installing `.class { rules }` the first time.
    static func make(prefix: String, rules: String) -> String {
        if let name = installed[rules] { return name }
        let name = "\(prefix)-\(installed.count)"
        installed[rules] = name
        StyleSheet.add(".\(name) { \(rules) }")
        return name
    }
}
