// SPDX-License-Identifier: Apache-2.0
import Foundation
import FerryScenes
import GtkKit

/// SPEC scene 5, "Drag source details" (seed 003): the name "Mei Chen" dragged with the
/// default preview, the same name with the seed's custom preview (a 300×300 yellow rounded
/// rectangle saying "Drop Mei Chen" in red, reached from a lifted shape with 7-point
/// corners), and profiles (name and phone number) dragged with several representations,
/// each receiver showing which one it got.
///
/// The profiles offer JSON of `com.example.profile` first and their name as text second
/// (``Profiles/Profile``). Three receivers: a Ferry receiver that imports profiles (gets the
/// JSON), a text receiver like a text editor (gets the name), and a receiver that takes
/// any data through an item provider and lists what was offered, in priority order.
/// Another process (a second Ferry, a text editor) gets the same choice across the desktop.
@MainActor
final class DragSourcesPage {
    let root: Widget
    private let context: PageContext
    private let profileResult = Label(DragSourcesScene.nothingDropped)
    private let textResult = Label(DragSourcesScene.nothingDropped)
    private let anyResult = Label(DragSourcesScene.nothingDropped)
    private let lastDrag = Label(tr("Last drag: none"))

    private let content = Box(.vertical, spacing: 16)

    init(context: PageContext) {
        self.context = context
        root = ScrolledWindow(content.margins(24))
        let name = DragSourcesScene.name
        let plainText = Self.sourceCard(title: name, subtitle: tr("Default preview: a picture of this card"),
                                        icon: "format-text-plaintext-symbolic")
        plainText.draggable(name, onEnded: { [unowned self] outcome in self.ended("plain-text", outcome) })
        let customText = Self.sourceCard(title: name, subtitle: tr("Custom preview: a 300×300 rounded rectangle"),
                                         icon: "starred-symbolic")
        customText.accessibleLabel(tr("%1$s (custom preview)", name))
        customText.draggable(name, preview: { name in Self.customPreview(name) },
                             liftShape: .roundedRectangle(cornerRadius: DragSourcesScene.liftCornerRadius),
                             onEnded: { [unowned self] outcome in self.ended("custom-preview", outcome) })
        context.landmark("source-plain-text", plainText)
        context.landmark("source-custom-preview", customText)

        let profiles = Box(.vertical, spacing: 6, [Label(tr("Profiles")).cssClass("heading").textAlignment(0)])
        for (index, profile) in DragSourcesScene.samples.enumerated() {
            let card = Self.sourceCard(title: profile.name, subtitle: tr("%1$s · JSON (com.example.profile), then the name as text", profile.phoneNumber),
                                       icon: "avatar-default-symbolic")
            card.draggable(profile, onEnded: { [unowned self] outcome in self.ended("profile-\(index)", outcome) })
            profiles.append(card)
            context.landmark("source-profile-\(index)", card)
        }

        let ferryReceiver = Self.receiverCard(title: tr("Ferry (imports profiles)"), result: profileResult)
        ferryReceiver.dropDestination(for: Profile.self, action: { [unowned self] cards, _ in
            guard let card = cards.first else { return false }
            self.report(self.profileResult, DragSourcesScene.receivedProfile(card), receiver: "ferry")
            return true
        }, onFailure: { [unowned self] error in
            self.report(self.profileResult, DragSourcesScene.receiveFailed(error), receiver: "ferry")
        })
        let textReceiver = Self.receiverCard(title: tr("Text editor (imports text)"), result: textResult)
        textReceiver.dropDestination(for: String.self, action: { [unowned self] texts, _ in
            self.report(self.textResult, DragSourcesScene.receivedText(texts), receiver: "text")
            return true
        })
        let anyReceiver = Self.receiverCard(title: tr("Any data (item provider)"), result: anyResult)
        anyReceiver.dropDestination(of: [.data], action: { [unowned self] providers, _ in
            guard let provider = providers.first else { return false }
            let offered = provider.registeredContentTypes
            let report: @MainActor (Result<String, any Error>) -> Void = { [weak self] took in
                guard let self else { return }
                self.report(self.anyResult, DragSourcesScene.anyReceiverReport(offered: offered, took: took), receiver: "any")
            }
            switch DragSourcesScene.anyReceiverChoice(offering: offered) {
            case .profile:
                provider.loadTransferable(type: Profile.self) { result in
                    report(result.map(DragSourcesScene.tookProfile).mapError { $0 as any Error })
                }
            case .text:
                provider.loadTransferable(type: String.self) { result in
                    report(result.map(DragSourcesScene.tookText).mapError { $0 as any Error })
                }
            }
            return true
        })
        context.landmark("receiver-ferry", ferryReceiver)
        context.landmark("receiver-text", textReceiver)
        context.landmark("receiver-any", anyReceiver)

        lastDrag.cssClass("dim-label").textAlignment(0)
        let sources = Box(.vertical, spacing: 8, [Label(tr("Drag sources")).cssClass("heading").textAlignment(0), plainText, customText, profiles])
            .minimumSize(width: 320)
        let receivers = Box(.vertical, spacing: 8, [Label(tr("Receivers")).cssClass("heading").textAlignment(0),
                                                    ferryReceiver, textReceiver, anyReceiver]).expand(vertically: false)
        content.append(Label(tr("Each receiver takes the first representation it supports, in the order the source offers them."))
            .wraps().textAlignment(0).cssClass("dim-label"))
        content.append(Box(.horizontal, spacing: 24, [sources.align(vertical: .start), receivers.align(vertical: .start)]))
        content.append(lastDrag)
    }

    private func report(_ label: Label, _ text: String, receiver: String) {
        label.text = text
        FerryLog.write(.received(window: context.windowTitle, receiver: receiver, text: text))
    }

    private func ended(_ source: String, _ outcome: ToolkitDragEnd) {
        lastDrag.text = tr("Last drag: %1$s", "\(outcome)")
        FerryLog.write(.dragEnded(window: context.windowTitle, source: source, toolkit: outcome))
    }

    /// The custom preview, seed 003's `ZStack`: a 300×300 rounded rectangle (20-point
    /// corners) filled with the yellow gradient, "Drop <name>" centred on it in red, at
    /// title size.
    static func customPreview(_ name: String) -> Widget {
        Box(.vertical, spacing: 0, [Label(DragSourcesScene.previewTitle(name)).cssClass("ferry-source-preview-title")
            .align(horizontal: .center, vertical: .center).expand()])
            .cssClass("ferry-source-preview")
            .minimumSize(width: DragSourcesScene.previewSide, height: DragSourcesScene.previewSide)
    }

    /// The custom preview's style, from the scene's numbers.
    static let css = """
    .ferry-source-preview { border-radius: \(DragSourcesScene.previewCornerRadius)px;
      background-image: linear-gradient(to bottom, @\(DragSourcesScene.previewFill.top), @\(DragSourcesScene.previewFill.bottom)); }
    .ferry-source-preview-title { color: @\(DragSourcesScene.previewTextColor); font-size: \(DragSourcesScene.previewTextPointSize)pt; }
    """

    static func sourceCard(title: String, subtitle: String, icon: String) -> Box {
        let card = Box(.horizontal, spacing: 12, [
            Image(iconName: icon, pixelSize: 32),
            Box(.vertical, spacing: 2, [Label(title).cssClass("heading").textAlignment(0),
                                        Label(subtitle).cssClass("dim-label").cssClass("caption").textAlignment(0)]),
        ]).margins(top: 0, leading: 0, bottom: 0, trailing: 0)
        card.cssClass("card").cssClass("ferry-source").minimumSize(height: 64)
        card.accessibleLabel(title)
        card.tooltip = tr("Drag me")
        return card
    }

    static func receiverCard(title: String, result: Label) -> Box {
        result.wraps().textAlignment(0)
        let card = Box(.vertical, spacing: 4, [Label(title).cssClass("heading").textAlignment(0), result])
        card.cssClass("card").cssClass("ferry-receiver").minimumSize(width: 360, height: 90)
        card.accessibleLabel(title)
        return card
    }
}
