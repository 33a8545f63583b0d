// SPDX-License-Identifier: Apache-2.0
import Testing
@testable import GtkKit

@MainActor
struct ShortcutsWindowTests {
    @Test func theBuilderDescriptionEscapesAccelerators() {
        let xml = ShortcutsWindow.builderXML([.init("Windows & tabs", [.init("New window", accelerator: "<Control>n")])])
        #expect(xml.contains("<property name=\"title\">Windows &amp; tabs</property>"))
        #expect(xml.contains("<property name=\"accelerator\">&lt;Control&gt;n</property>"))
        #expect(xml.hasPrefix("<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\">"))
    }
}
