// SPDX-License-Identifier: Apache-2.0
import Foundation
@testable import SwiftUI
import Testing

@Suite
struct LocalizedStringKeyTests {
    @Test func interpolationMakesAppleStyleKeys() {
        let count = 2, total = 4
        let key: LocalizedStringKey = "\(count) of \(total) labels"
        #expect(key.key == "%lld of %lld labels")
        #expect(key.arguments == ["2", "4"])
        let named: LocalizedStringKey = "Drop \("Mei") at 100%"
        #expect(named.key == "Drop %@ at 100%%")
    }

    @Test func formatPutsArgumentsBackInOrderOrByPosition() {
        #expect(LocalizedStringKey.format("%lld من %lld عناوين", ["2", "4"]) == "2 من 4 عناوين")
        #expect(LocalizedStringKey.format("%2$@, %1$@", ["a", "b"]) == "b, a")
        #expect(LocalizedStringKey.format("100%%", []) == "100%")
        #expect(LocalizedStringKey.format("%q stays", ["x"]) == "%q stays", "an unknown conversion is kept as written")
    }
}

@Suite
struct BindingTests {
    struct Label { var text: String; var isPinned: Bool }

    @Test func memberBindingsWriteThroughToTheSource() {
        var source = Label(text: "Blue tile", isPinned: false)
        let binding = Binding(get: { source }, set: { source = $0 })
        binding.text.wrappedValue = "Soft Blue tile"
        binding.isPinned.wrappedValue = true
        #expect(source.text == "Soft Blue tile" && source.isPinned)
    }

    @Test func aCollectionBindingGivesOneBindingPerElement() {
        var items = ["a", "b", "c"]
        let binding = Binding(get: { items }, set: { items = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = "B"
        #expect(items == ["a", "B", "c"])
        #expect(Binding.constant(3).wrappedValue == 3)
    }
}

@Suite
struct TransitionAndAnimationTests {
    @Test func asymmetricAndCombinedTransitionsKeepEachSide() {
        let transition = AnyTransition.asymmetric(insertion: AnyTransition.offset(x: 0, y: 8).combined(with: .opacity),
                                                  removal: .opacity)
        #expect(transition.insertion == .init(opacity: 0, offsetX: 0, offsetY: 8))
        #expect(transition.removal == .init(opacity: 0))
        #expect(AnyTransition.move(edge: .leading).insertion.moveX == -1)
    }

    @Test func curvesRunFromZeroToOne() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut(duration: 0.22), .spring] {
            #expect(animation.value(at: 0) == 0 && animation.value(at: 1) == 1)
            #expect(animation.value(at: 0.25) < animation.value(at: 0.75))
        }
        #expect(Animation.easeInOut(duration: 0.22).speed(2).seconds == 0.11)
    }
}

@Suite
struct KeyboardShortcutTests {
    @Test func commandIsControlInGTKsSyntax() {
        #expect(EventModifiers([.command, .shift]).gtkPrefix + KeyEquivalent("n").gtkName == "<Control><Shift>n")
        #expect(EventModifiers.option.gtkPrefix + KeyEquivalent.return.gtkName == "<Alt>Return")
    }
}

@Suite
struct TextSelectionTests {
    @Test func selectionsMapToGTKsCharacterOffsets() {
        let text = "e\u{301}👍🏽 tile"  // é as two scalars, an emoji with a skin tone (two scalars)
        let selection = TextSelection.from(scalarOffsets: 4, 9, in: text)
        #expect(selection.scalarOffsets(in: text) == (4, 9))
        guard case .selection(let range) = selection.indices else { Issue.record("one range"); return }
        #expect(String(text[range]) == " tile")
        #expect(TextSelection.from(scalarOffsets: 50, 60, in: text).scalarOffsets(in: text) == (9, 9), "clamped to the text")
    }
}

@Suite
struct CollectionEditingTests {
    @Test func moveAndRemoveTakeOffsetsAsOnMoveAndOnDeleteGiveThem() {
        var names = ["Juan", "Mei", "Ada", "Grace"]
        names.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
        #expect(names == ["Mei", "Juan", "Ada", "Grace"])
        names.move(fromOffsets: IndexSet([2, 3]), toOffset: 0)
        #expect(names == ["Ada", "Grace", "Mei", "Juan"])
        names.remove(atOffsets: IndexSet([1, 3]))
        #expect(names == ["Ada", "Mei"])
    }
}

@Suite
struct EnvironmentTests {
    @Test func aWriteChangesTheVersionACopyDoesNot() {
        var environment = EnvironmentValues()
        let copy = environment
        #expect(copy.version == environment.version)
        environment.layoutDirection = .rightToLeft
        #expect(environment.version != copy.version)
        #expect(copy.layoutDirection == .leftToRight && environment.layoutDirection == .rightToLeft)
    }
}
