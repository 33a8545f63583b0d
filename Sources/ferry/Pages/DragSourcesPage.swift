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
///
/// Every source card is also a button (a Tab stop, named for its value): Enter, Space or
/// Ctrl+C copies what its drag offers to the clipboard; every receiver is a group whose
/// Paste button (or Ctrl+V) pastes the clipboard under its drop's rule, and whose
/// description says what it last received.
@MainActor
final class DragSourcesPage {
    typealias Receiver = DragSourcesScene.Receiver
    let root: Widget
    private let context: PageContext
    private var results: [Receiver: Label] = [:]
    private var receiverCards: [Receiver: Box] = [:]
    private let lastDrag = Label(tr("Last drag: none"))
    private let keyboardStatus = Label("")

    private let content = Box(.vertical, spacing: 16)

    init(context: PageContext) {
        self.context = context
        root = ScrolledWindow(content.margins(24))
        var cards: [DragSourcesScene.Source: Button] = [:]
        for source in DragSourcesScene.Source.allCases {
            let card = sourceCard(source)
            cards[source] = card
            context.landmark("source-\(source.logName)", card)
        }
        let name = DragSourcesScene.name
        let plainText = cards[.plainText]!, customText = cards[.customPreview]!
        plainText.draggable(name, onEnded: { [unowned self] outcome in self.ended(DragSourcesScene.Source.plainText.logName, outcome) })
        customText.draggable(name, preview: { name in Self.customPreview(name) },
                             liftShape: .roundedRectangle(cornerRadius: DragSourcesScene.liftCornerRadius),
                             onEnded: { [unowned self] outcome in self.ended(DragSourcesScene.Source.customPreview.logName, outcome) })

        let profiles = Box(.vertical, spacing: 6, [Label(tr("Profiles")).cssClass("heading").textAlignment(0)])
        for (index, profile) in DragSourcesScene.samples.enumerated() {
            let card = cards[.profile(index)]!
            card.draggable(profile, onEnded: { [unowned self] outcome in self.ended(DragSourcesScene.Source.profile(index).logName, outcome) })
            profiles.append(card)
        }

        for receiver in Receiver.allCases {
            let card = receiverCard(receiver)
            receiverCards[receiver] = card
            context.landmark("receiver-\(receiver.logName)", card)
        }
        receiverCards[.ferry]!.dropDestination(for: Profile.self, action: { [unowned self] cards, _ in
            guard let card = cards.first else { return false }
            self.report(.ferry, DragSourcesScene.receivedProfile(card))
            return true
        }, onFailure: { [unowned self] error in
            self.report(.ferry, DragSourcesScene.receiveFailed(error))
        })
        receiverCards[.text]!.dropDestination(for: String.self, action: { [unowned self] texts, _ in
            self.report(.text, DragSourcesScene.receivedText(texts))
            return true
        })
        receiverCards[.any]!.dropDestination(of: [.data], action: { [unowned self] providers, _ in
            guard let provider = providers.first else { return false }
            self.receiveAny(provider)
            return true
        })

        lastDrag.cssClass("dim-label").textAlignment(0)
        keyboardStatus.textAlignment(0).wraps()
        let sources = Box(.vertical, spacing: 8, [Label(tr("Drag sources")).cssClass("heading").textAlignment(0), plainText, customText, profiles])
            .minimumSize(width: 320)
        let receivers = Box(.vertical, spacing: 8, [Label(tr("Receivers")).cssClass("heading").textAlignment(0)]
                            + Receiver.allCases.map { receiverCards[$0]! }).expand(vertically: false)
        content.append(Label(tr("Each receiver takes the first representation it supports, in the order the source offers them."))
            .wraps().textAlignment(0).cssClass("dim-label"))
        content.append(Box(.horizontal, spacing: 24, [sources.align(vertical: .start), receivers.align(vertical: .start)]))
        content.append(keyboardStatus)
        content.append(lastDrag)
    }

    // MARK: The keyboard path (every drag has one)

    /// Puts what `source`'s drag offers on the desktop's clipboard: the same value, so the
    /// same representations in the same order.
    private func copy(_ source: DragSourcesScene.Source) {
        switch source.value {
        case .text(let text): Clipboard.general.copy(text)
        case .profile(let profile): Clipboard.general.copy(profile)
        }
        keyboardStatus.text = DragSourcesScene.copiedMessage(source)
    }

    /// Pastes the clipboard on `receiver` as its drop takes it: the Ferry receiver imports
    /// a profile, the text receiver text, the "any data" receiver an item provider.
    private func paste(on receiver: Receiver) {
        let clipboard = Clipboard.general
        switch receiver {
        case .ferry:
            guard clipboard.canPaste(Profile.self) else { return nothingToPaste(on: receiver) }
            Task { @MainActor [weak self] in
                do throws(ReceiveError) {
                    guard let profile = try await clipboard.paste(Profile.self).first else { return }
                    self?.report(.ferry, DragSourcesScene.receivedProfile(profile))
                } catch {
                    self?.report(.ferry, DragSourcesScene.receiveFailed(error))
                }
            }
        case .text:
            guard clipboard.canPaste(String.self) else { return nothingToPaste(on: receiver) }
            Task { @MainActor [weak self] in
                do throws(ReceiveError) {
                    self?.report(.text, DragSourcesScene.receivedText(try await clipboard.paste(String.self)))
                } catch {
                    self?.report(.text, DragSourcesScene.receiveFailed(error))
                }
            }
        case .any:
            let provider = clipboard.itemProvider()
            guard provider.hasItemConforming(to: .data) else { return nothingToPaste(on: receiver) }
            receiveAny(provider)
        }
    }

    private func nothingToPaste(on receiver: Receiver) {
        keyboardStatus.text = DragSourcesScene.nothingToPaste(on: receiver)
    }

    /// The "any data" receiver's rule, for a drop and a paste alike: list what is offered,
    /// load the profile if there is one, otherwise the text.
    private func receiveAny(_ provider: DropItemProvider) {
        let offered = provider.registeredContentTypes
        let report: @MainActor (Result<String, any Error>) -> Void = { [weak self] took in
            self?.report(.any, DragSourcesScene.anyReceiverReport(offered: offered, took: took))
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
    }

    /// Shows what `receiver` got, on its card and in its accessible description.
    private func report(_ receiver: Receiver, _ text: String) {
        results[receiver]?.text = text
        receiverCards[receiver]?.accessibleDescription(DragSourcesScene.receiverDescription(lastReceived: text))
        FerryLog.write(.received(window: context.windowTitle, receiver: receiver.logName, text: text))
    }

    private func ended(_ source: String, _ outcome: ToolkitDragEnd) {
        lastDrag.text = DragSourcesScene.lastDragText(outcome)
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

    /// A source card: a button (so Tab stops on it) showing the value, named for it;
    /// Enter, Space and Ctrl+C copy it.
    private func sourceCard(_ source: DragSourcesScene.Source) -> Button {
        let (subtitle, icon) = switch source {
        case .plainText: (tr("Default preview: a picture of this card"), "format-text-plaintext-symbolic")
        case .customPreview: (tr("Custom preview: a 300×300 rounded rectangle"), "starred-symbolic")
        case .profile(let index):
            (tr("%1$s · JSON (com.example.profile), then the name as text", DragSourcesScene.samples[index].phoneNumber), "avatar-default-symbolic")
        }
        let card = Button("") { [unowned self] in self.copy(source) }.content(Box(.horizontal, spacing: 12, [
            Image(iconName: icon, pixelSize: 32),
            Box(.vertical, spacing: 2, [Label(source.title).cssClass("heading").textAlignment(0),
                                        Label(subtitle).cssClass("dim-label").cssClass("caption").textAlignment(0)]),
        ]))
        card.cssClass("card").cssClass("ferry-source").minimumSize(height: 64)
        card.accessibleLabel(source.accessibleName)
        card.accessibleDescription(DragSourcesScene.sourceKeysDescription)
        card.tooltip = tr("Drag me")
        card.onKeyPress { [unowned self] key in
            guard key.name == "c", key.control, !key.shift, !key.alt else { return false }
            self.copy(source)
            return true
        }
        return card
    }

    /// A receiver card: a group named by its title, showing what it last got (also its
    /// accessible description), with a Paste button (a Tab stop; Ctrl+V anywhere in the
    /// card pastes too).
    private func receiverCard(_ receiver: Receiver) -> Box {
        let result = Label(DragSourcesScene.nothingDropped).wraps().textAlignment(0)
        results[receiver] = result
        let paste = Button(tr("Paste")) { [unowned self] in self.paste(on: receiver) }
        paste.accessibleLabel(DragSourcesScene.pasteActionLabel(receiver))
        let card = Box(.vertical, spacing: 4, [Label(receiver.title).cssClass("heading").textAlignment(0), result,
                                               paste.align(horizontal: .start)])
        card.accessibleRole(.group)
        card.cssClass("card").cssClass("ferry-receiver").minimumSize(width: 360, height: 90)
        card.accessibleLabel(receiver.title)
        card.accessibleDescription(DragSourcesScene.receiverDescription(lastReceived: DragSourcesScene.nothingDropped))
        card.onKeyPress { [unowned self] key in
            guard key.name == "v", key.control, !key.shift, !key.alt else { return false }
            self.paste(on: receiver)
            return true
        }
        return card
    }
}
