// SPDX-License-Identifier: Apache-2.0
// Every public symbol of Apple's CoreTransferable (docs/api-parity.md), referenced with
// Apple's exact labels, optionality, defaults, async/throws, Sendable-ness and result
// types: functions are assigned to closures of Apple's declared types, initialisers and
// methods are called with Apple's argument forms. Compile-only; nothing here runs.
// Each reference is marked `// symbol: <name>`; docs/api-parity.md counts these marks.
import CoreTransferable
import Foundation
import UniformTypeIdentifiers

/// A model with one representation of each kind.
public struct ParityItem: Codable, Transferable {
    public var text: String

    public static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        DataRepresentation(exportedContentType: .utf8PlainText) { item in Data(item.text.utf8) }
    }
}

/// A representation written as a type of its own, as Apple's documentation shows.
public struct ParityRepresentation: TransferRepresentation {
    // symbol: TransferRepresentation.Item
    public typealias Item = ParityItem
    // symbol: TransferRepresentation.body, TransferRepresentation.Body
    public var body: some TransferRepresentation<ParityItem> {
        CodableRepresentation(contentType: .json)
    }
}

func requireSendable<T: Sendable>(_: T.Type) {}
func takeRepresentation<R: TransferRepresentation>(_: R) where R.Item == ParityItem {}

func coreTransferableParity(_ item: ParityItem, data: Data, url: URL) async throws {
    // symbol: Transferable (protocol, Sendable)
    requireSendable(ParityItem.self)
    let _: any Transferable.Type = ParityItem.self
    // symbol: Transferable.Representation
    let _: ParityItem.Representation.Type = ParityItem.Representation.self
    // symbol: Transferable.transferRepresentation
    let _: ParityItem.Representation = ParityItem.transferRepresentation
    // symbol: Transferable.init(importing:contentType:) (Data)
    let importData: (Data, UTType?) async throws -> ParityItem = ParityItem.init(importing:contentType:)
    _ = try await ParityItem(importing: data, contentType: nil)
    // symbol: Transferable.init(importing:contentType:) (URL)
    let importFile: (URL, UTType?) async throws -> ParityItem = ParityItem.init(importing:contentType:)
    _ = try await ParityItem(importing: url, contentType: .json)
    // symbol: Transferable.suggestedFilename
    let _: KeyPath<ParityItem, String?> = \ParityItem.suggestedFilename
    // symbol: Transferable.export(to:contentType:)
    let export: (ParityItem) -> (URL, UTType?) async throws -> URL = ParityItem.export(to:contentType:)
    let _: URL = try await item.export(to: url, contentType: nil)
    // symbol: Transferable.exported(as:)
    let exported: (ParityItem) -> (UTType?) async throws -> Data = ParityItem.exported(as:)
    let _: Data = try await item.exported(as: nil)
    let _: Data = try await item.exported(as: .json)
    // symbol: Transferable.exportedContentTypes(_:) (instance)
    let instanceExported: (ParityItem) -> (TransferRepresentationVisibility) -> [UTType] = ParityItem.exportedContentTypes(_:)
    let _: [UTType] = item.exportedContentTypes()
    let _: [UTType] = item.exportedContentTypes(.ownProcess)
    // symbol: Transferable.importedContentTypes() (instance)
    let instanceImported: (ParityItem) -> () -> [UTType] = ParityItem.importedContentTypes
    let _: [UTType] = item.importedContentTypes()
    // symbol: Transferable.withExportedFile(contentType:fileHandler:)
    let withFile: (ParityItem) -> (UTType?, (URL) async throws -> Int) async throws -> Int = ParityItem.withExportedFile(contentType:fileHandler:)
    var handled = 0 // a non-Sendable, non-escaping handler may mutate local state
    let size: Int = try await item.withExportedFile(contentType: nil) { file in
        handled += 1
        return try Data(contentsOf: file).count
    }
    // symbol: Transferable.exportedContentTypes(visibility:) (static)
    let staticExported: (TransferRepresentationVisibility) -> [UTType] = ParityItem.exportedContentTypes(visibility:)
    let _: [UTType] = ParityItem.exportedContentTypes()
    // symbol: Transferable.importedContentTypes() (static)
    let staticImported: () -> [UTType] = ParityItem.importedContentTypes
    _ = (importData, importFile, export, exported, instanceExported, instanceImported, withFile, size, handled, staticExported, staticImported)
}

func transferRepresentationParity() {
    let data = DataRepresentation<ParityItem>(exportedContentType: .utf8PlainText) { item in Data(item.text.utf8) }
    // symbol: TransferRepresentation (protocol, primary associated type Item, Sendable)
    let _: any TransferRepresentation<ParityItem> = data
    requireSendable(DataRepresentation<ParityItem>.self)
    takeRepresentation(ParityRepresentation())
    // symbol: TransferRepresentation.exportingCondition(_:)
    let condition: (@escaping @Sendable (ParityItem) -> Bool) -> _ConditionalTransferRepresentation<DataRepresentation<ParityItem>> = data.exportingCondition
    takeRepresentation(data.exportingCondition { !$0.text.isEmpty })
    // symbol: TransferRepresentation.suggestedFileName(_:) (String)
    takeRepresentation(data.suggestedFileName("item.txt"))
    // symbol: TransferRepresentation.suggestedFileName(_:) (closure)
    let byItem: @Sendable (ParityItem) -> String? = { $0.text }
    takeRepresentation(data.suggestedFileName(byItem))
    takeRepresentation(data.suggestedFileName { item in item.text })
    // symbol: TransferRepresentation.visibility(_:)
    takeRepresentation(data.visibility(.ownProcess))
    _ = condition
}

func representationTypesParity() {
    // symbol: CodableRepresentation
    requireSendable(CodableRepresentation<ParityItem, JSONEncoder, JSONDecoder>.self)
    // symbol: CodableRepresentation.init(for:contentType:)
    let json: (ParityItem.Type, UTType) -> CodableRepresentation<ParityItem, JSONEncoder, JSONDecoder> = CodableRepresentation.init(for:contentType:)
    takeRepresentation(CodableRepresentation<ParityItem, JSONEncoder, JSONDecoder>(contentType: .json))
    takeRepresentation(CodableRepresentation(for: ParityItem.self, contentType: .json))
    // symbol: CodableRepresentation.init(for:contentType:encoder:decoder:)
    takeRepresentation(CodableRepresentation(for: ParityItem.self, contentType: .propertyList, encoder: PropertyListEncoder(), decoder: PropertyListDecoder()))
    takeRepresentation(CodableRepresentation<ParityItem, PropertyListEncoder, PropertyListDecoder>(contentType: .xmlPropertyList, encoder: PropertyListEncoder(), decoder: PropertyListDecoder()))
    // symbol: CodableRepresentation.Body
    let _: CodableRepresentation<ParityItem, JSONEncoder, JSONDecoder>.Body.Type = Never.self

    // symbol: DataRepresentation
    requireSendable(DataRepresentation<ParityItem>.self)
    // symbol: DataRepresentation.init(contentType:exporting:importing:)
    let both: (UTType, @escaping @Sendable (ParityItem) async throws -> Data, @escaping @Sendable (Data) async throws -> ParityItem) -> DataRepresentation<ParityItem> = DataRepresentation.init(contentType:exporting:importing:)
    takeRepresentation(DataRepresentation(contentType: .plainText) { (item: ParityItem) in Data(item.text.utf8) } importing: { data in ParityItem(text: String(decoding: data, as: UTF8.self)) })
    // symbol: DataRepresentation.init(exportedContentType:exporting:)
    let exportOnly: (UTType, @escaping @Sendable (ParityItem) async throws -> Data) -> DataRepresentation<ParityItem> = DataRepresentation.init(exportedContentType:exporting:)
    // symbol: DataRepresentation.init(importedContentType:importing:)
    let importOnly: (UTType, @escaping @Sendable (Data) async throws -> ParityItem) -> DataRepresentation<ParityItem> = DataRepresentation.init(importedContentType:importing:)
    // symbol: DataRepresentation.Body
    let _: DataRepresentation<ParityItem>.Body.Type = Never.self

    // symbol: FileRepresentation
    requireSendable(FileRepresentation<ParityItem>.self)
    // symbol: FileRepresentation.init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)
    let fileBoth: (UTType, Bool, @escaping @Sendable (ParityItem) async throws -> SentTransferredFile, @escaping @Sendable (ReceivedTransferredFile) async throws -> ParityItem) -> FileRepresentation<ParityItem> = FileRepresentation.init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)
    takeRepresentation(FileRepresentation(contentType: .plainText) { (item: ParityItem) in SentTransferredFile(URL(fileURLWithPath: item.text)) } importing: { received in ParityItem(text: received.file.path) })
    // symbol: FileRepresentation.init(exportedContentType:shouldAllowToOpenInPlace:exporting:)
    let fileExport: (UTType, Bool, @escaping @Sendable (ParityItem) async throws -> SentTransferredFile) -> FileRepresentation<ParityItem> = FileRepresentation.init(exportedContentType:shouldAllowToOpenInPlace:exporting:)
    takeRepresentation(FileRepresentation(exportedContentType: .plainText) { (item: ParityItem) in SentTransferredFile(URL(fileURLWithPath: item.text)) })
    // symbol: FileRepresentation.init(importedContentType:shouldAttemptToOpenInPlace:importing:)
    let fileImport: (UTType, Bool, @escaping @Sendable (ReceivedTransferredFile) async throws -> ParityItem) -> FileRepresentation<ParityItem> = FileRepresentation.init(importedContentType:shouldAttemptToOpenInPlace:importing:)
    takeRepresentation(FileRepresentation(importedContentType: .plainText, shouldAttemptToOpenInPlace: true) { received in ParityItem(text: received.file.path) })
    // symbol: FileRepresentation.Body
    let _: FileRepresentation<ParityItem>.Body.Type = Never.self

    // symbol: ProxyRepresentation
    requireSendable(ProxyRepresentation<ParityItem, String>.self)
    // symbol: ProxyRepresentation.init(exporting:) (throws)
    let proxyExport: (@escaping @Sendable (ParityItem) throws -> String) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(exporting:)
    takeRepresentation(ProxyRepresentation(exporting: \ParityItem.text))
    // symbol: ProxyRepresentation.init(exporting:) (async throws, iOS 16.1, deprecated)
    let proxyExportLater: (@escaping @Sendable (ParityItem) async throws -> String) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(exporting:)
    // symbol: ProxyRepresentation.init(exporting:importing:) (throws, throws)
    let proxyBoth: (@escaping @Sendable (ParityItem) throws -> String, @escaping @Sendable (String) throws -> ParityItem) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(exporting:importing:)
    takeRepresentation(ProxyRepresentation(exporting: \ParityItem.text, importing: { ParityItem(text: $0) }))
    // symbol: ProxyRepresentation.init(exporting:importing:) (async throws, async throws; deprecated)
    let proxyBothLater: (@escaping @Sendable (ParityItem) async throws -> String, @escaping @Sendable (String) async throws -> ParityItem) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(exporting:importing:)
    // symbol: ProxyRepresentation.init(exporting:importing:) (throws, async throws; iOS 17.2)
    let proxyMixed: (@escaping @Sendable (ParityItem) throws -> String, @escaping @Sendable (String) async throws -> ParityItem) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(exporting:importing:)
    takeRepresentation(ProxyRepresentation(exporting: { (item: ParityItem) in item.text }, importing: { (text: String) async throws -> ParityItem in ParityItem(text: text) }))
    // symbol: ProxyRepresentation.init(importing:) (async throws, iOS 16.1)
    let proxyImportLater: (@escaping @Sendable (String) async throws -> ParityItem) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(importing:)
    takeRepresentation(ProxyRepresentation(importing: { (text: String) async throws -> ParityItem in ParityItem(text: text) }))
    // symbol: ProxyRepresentation.init(importing:) (throws)
    let proxyImport: (@escaping @Sendable (String) throws -> ParityItem) -> ProxyRepresentation<ParityItem, String> = ProxyRepresentation.init(importing:)
    takeRepresentation(ProxyRepresentation(importing: { (text: String) in ParityItem(text: text) }))
    // symbol: ProxyRepresentation.Body
    let _: ProxyRepresentation<ParityItem, String>.Body.Type = Never.self
    _ = (json, both, exportOnly, importOnly, fileBoth, fileExport, fileImport, proxyExport, proxyExportLater, proxyBoth, proxyBothLater, proxyMixed, proxyImportLater, proxyImport)
}

func filesParity(_ received: ReceivedTransferredFile) {
    // symbol: SentTransferredFile
    requireSendable(SentTransferredFile.self)
    // symbol: SentTransferredFile.init(_:allowAccessingOriginalFile:)
    let makeSent: (URL, Bool) -> SentTransferredFile = SentTransferredFile.init(_:allowAccessingOriginalFile:)
    let sent = SentTransferredFile(URL(fileURLWithPath: "/tmp/x"))
    // symbol: SentTransferredFile.file
    let _: URL = sent.file
    // symbol: SentTransferredFile.allowAccessingOriginalFile
    let _: Bool = sent.allowAccessingOriginalFile
    // symbol: ReceivedTransferredFile
    requireSendable(ReceivedTransferredFile.self)
    // symbol: ReceivedTransferredFile.file
    let _: URL = received.file
    // symbol: ReceivedTransferredFile.isOriginalFile
    let _: Bool = received.isOriginalFile
    _ = makeSent
}

typealias D = DataRepresentation<ParityItem>

func builderParity(_ r: D) {
    typealias Builder = TransferRepresentationBuilder<ParityItem>
    // symbol: TransferRepresentationBuilder
    let _: Builder.Type = Builder.self
    // symbol: TransferRepresentationBuilder.buildExpression(_:) (any representation)
    let _: D = Builder.buildExpression(r)
    // symbol: TransferRepresentationBuilder.buildExpression(_:) (CodableRepresentation)
    let _: CodableRepresentation<ParityItem, JSONEncoder, JSONDecoder> = Builder.buildExpression(CodableRepresentation(contentType: .json))
    // symbol: TransferRepresentationBuilder.buildBlock(_:)
    let _: D = Builder.buildBlock(r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:)
    let two: TupleTransferRepresentation<ParityItem, (D, D)> = Builder.buildBlock(r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D)> = Builder.buildBlock(r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D)> = Builder.buildBlock(r, r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D, D)> = Builder.buildBlock(r, r, r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D, D, D)> = Builder.buildBlock(r, r, r, r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D, D, D, D)> = Builder.buildBlock(r, r, r, r, r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D, D, D, D, D)> = Builder.buildBlock(r, r, r, r, r, r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:_:_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D, D, D, D, D, D)> = Builder.buildBlock(r, r, r, r, r, r, r, r, r)
    // symbol: TransferRepresentationBuilder.buildBlock(_:_:_:_:_:_:_:_:_:_:)
    let _: TupleTransferRepresentation<ParityItem, (D, D, D, D, D, D, D, D, D, D)> = Builder.buildBlock(r, r, r, r, r, r, r, r, r, r)
    // symbol: TupleTransferRepresentation
    requireSendable(TupleTransferRepresentation<ParityItem, (D, D)>.self)
    takeRepresentation(two)
    // symbol: TupleTransferRepresentation.body, TupleTransferRepresentation.Body
    let body: (TupleTransferRepresentation<ParityItem, (D, D)>) -> TupleTransferRepresentation<ParityItem, (D, D)>.Body = { $0.body }
    _ = body
}

func visibilityParity() {
    // symbol: TransferRepresentationVisibility (Equatable, Sendable)
    requireSendable(TransferRepresentationVisibility.self)
    // symbol: TransferRepresentationVisibility.all
    let all: TransferRepresentationVisibility = .all
    // symbol: TransferRepresentationVisibility.team
    let team: TransferRepresentationVisibility = .team
    // symbol: TransferRepresentationVisibility.group
    let group: TransferRepresentationVisibility = .group
    // symbol: TransferRepresentationVisibility.ownProcess
    let own: TransferRepresentationVisibility = .ownProcess
    // symbol: TransferRepresentationVisibility.==(_:_:)
    let equal: (TransferRepresentationVisibility, TransferRepresentationVisibility) -> Bool = (==)
    _ = (equal(all, team), group != own)
}

func conformancesParity() async throws {
    // symbol: String: Transferable
    _ = try await "text".exported(as: .utf8PlainText)
    // symbol: Data: Transferable
    _ = try await Data().exported(as: .data)
    // symbol: URL: Transferable
    _ = try await URL(fileURLWithPath: "/tmp").exported(as: .fileURL)
    // symbol: AttributedString: Transferable
    _ = try await AttributedString("text").exported(as: .plainText)
    // symbol: Never: TransferRepresentation (Never.Body)
    let _: Never.Body.Type = Never.self
}
