// SPDX-License-Identifier: Apache-2.0
// Every public symbol of Apple's UniformTypeIdentifiers for Swift (docs/api-parity.md),
// referenced with Apple's exact declarations; and the URL methods the framework adds to
// Foundation. Compile-only; nothing here runs. Each reference is marked
// `// symbol: <name>`; docs/api-parity.md counts these marks.
import Foundation
import UniformTypeIdentifiers

func requireHashableCodable<T: Hashable & Codable & CustomStringConvertible & CustomDebugStringConvertible>(_: T.Type) {}

func utTypeParity(_ type: UTType) {
    // symbol: UTType (Sendable, Hashable, Equatable, Codable, CustomStringConvertible, CustomDebugStringConvertible)
    requireSendable(UTType.self)
    requireHashableCodable(UTType.self)
    // symbol: UTType.types(tag:tagClass:conformingTo:)
    let types: (String, UTTagClass, UTType?) -> [UTType] = UTType.types(tag:tagClass:conformingTo:)
    // symbol: UTType.init(_:)
    let byIdentifier: (String) -> UTType? = UTType.init(_:)
    // symbol: UTType.init(mimeType:conformingTo:)
    let byMIME: (String, UTType) -> UTType? = UTType.init(mimeType:conformingTo:)
    _ = UTType(mimeType: "image/png")
    // symbol: UTType.init(filenameExtension:conformingTo:)
    let byExtension: (String, UTType) -> UTType? = UTType.init(filenameExtension:conformingTo:)
    _ = UTType(filenameExtension: "png")
    // symbol: UTType.init(tag:tagClass:conformingTo:)
    let byTag: (String, UTTagClass, UTType?) -> UTType? = UTType.init(tag:tagClass:conformingTo:)
    // symbol: UTType.init(exportedAs:conformingTo:)
    let exported: (String, UTType?) -> UTType = UTType.init(exportedAs:conformingTo:)
    _ = UTType(exportedAs: "com.example.parity")
    // symbol: UTType.init(importedAs:conformingTo:)
    let imported: (String, UTType?) -> UTType = UTType.init(importedAs:conformingTo:)
    _ = UTType(importedAs: "com.example.parity-imported")
    // symbol: UTType.identifier
    let _: KeyPath<UTType, String> = \UTType.identifier
    // symbol: UTType.preferredFilenameExtension
    let _: KeyPath<UTType, String?> = \UTType.preferredFilenameExtension
    // symbol: UTType.preferredMIMEType
    let _: KeyPath<UTType, String?> = \UTType.preferredMIMEType
    // symbol: UTType.tags
    let _: KeyPath<UTType, [UTTagClass: [String]]> = \UTType.tags
    // symbol: UTType.isDeclared
    let _: KeyPath<UTType, Bool> = \UTType.isDeclared
    // symbol: UTType.isDynamic
    let _: KeyPath<UTType, Bool> = \UTType.isDynamic
    // symbol: UTType.isPublic
    let _: KeyPath<UTType, Bool> = \UTType.isPublic
    // symbol: UTType.referenceURL
    let _: KeyPath<UTType, URL?> = \UTType.referenceURL
    // symbol: UTType.version
    let _: KeyPath<UTType, Int?> = \UTType.version
    // symbol: UTType.supertypes
    let _: KeyPath<UTType, Set<UTType>> = \UTType.supertypes
    // symbol: UTType.conforms(to:)
    let conforms: (UTType) -> (UTType) -> Bool = UTType.conforms(to:)
    // symbol: UTType.isSubtype(of:)
    let isSubtype: (UTType) -> (UTType) -> Bool = UTType.isSubtype(of:)
    // symbol: UTType.isSupertype(of:)
    let isSupertype: (UTType) -> (UTType) -> Bool = UTType.isSupertype(of:)
    // symbol: UTType.localizedDescription
    let _: KeyPath<UTType, String?> = \UTType.localizedDescription
    _ = (types, byIdentifier, byMIME, byExtension, byTag, exported, imported, conforms, isSubtype, isSupertype)
}

func utTagClassParity() {
    // symbol: UTTagClass (Hashable, Codable, RawRepresentable, CustomStringConvertible, CustomDebugStringConvertible)
    requireHashableCodable(UTTagClass.self)
    let fromRaw: (String) -> UTTagClass? = UTTagClass.init(rawValue:)
    let _: KeyPath<UTTagClass, String> = \UTTagClass.rawValue
    // symbol: UTTagClass.filenameExtension
    let _: UTTagClass = UTTagClass.filenameExtension
    // symbol: UTTagClass.mimeType
    let _: UTTagClass = UTTagClass.mimeType
    _ = fromRaw
}

func urlParity(_ url: URL) {
    // symbol: URL.appendingPathComponent(_:conformingTo:)
    let appending: (URL) -> (String, UTType) -> URL = URL.appendingPathComponent(_:conformingTo:)
    // symbol: URL.appendPathComponent(_:conformingTo:)
    var mutable = url
    mutable.appendPathComponent("file", conformingTo: .plainText)
    // symbol: URL.appendingPathExtension(for:)
    let withExtension: (URL) -> (UTType) -> URL = URL.appendingPathExtension(for:)
    // symbol: URL.appendPathExtension(for:)
    mutable.appendPathExtension(for: .plainText)
    _ = (appending, withExtension)
}

func systemConstantsParity() {
    let _: UTType = UTType.item // symbol: UTType.item
    let _: UTType = UTType.content // symbol: UTType.content
    let _: UTType = UTType.compositeContent // symbol: UTType.compositeContent
    let _: UTType = UTType.diskImage // symbol: UTType.diskImage
    let _: UTType = UTType.data // symbol: UTType.data
    let _: UTType = UTType.directory // symbol: UTType.directory
    let _: UTType = UTType.resolvable // symbol: UTType.resolvable
    let _: UTType = UTType.symbolicLink // symbol: UTType.symbolicLink
    let _: UTType = UTType.executable // symbol: UTType.executable
    let _: UTType = UTType.mountPoint // symbol: UTType.mountPoint
    let _: UTType = UTType.aliasFile // symbol: UTType.aliasFile
    let _: UTType = UTType.urlBookmarkData // symbol: UTType.urlBookmarkData
    let _: UTType = UTType.url // symbol: UTType.url
    let _: UTType = UTType.fileURL // symbol: UTType.fileURL
    let _: UTType = UTType.text // symbol: UTType.text
    let _: UTType = UTType.plainText // symbol: UTType.plainText
    let _: UTType = UTType.utf8PlainText // symbol: UTType.utf8PlainText
    let _: UTType = UTType.utf16ExternalPlainText // symbol: UTType.utf16ExternalPlainText
    let _: UTType = UTType.utf16PlainText // symbol: UTType.utf16PlainText
    let _: UTType = UTType.delimitedText // symbol: UTType.delimitedText
    let _: UTType = UTType.commaSeparatedText // symbol: UTType.commaSeparatedText
    let _: UTType = UTType.tabSeparatedText // symbol: UTType.tabSeparatedText
    let _: UTType = UTType.utf8TabSeparatedText // symbol: UTType.utf8TabSeparatedText
    let _: UTType = UTType.rtf // symbol: UTType.rtf
    let _: UTType = UTType.html // symbol: UTType.html
    let _: UTType = UTType.xml // symbol: UTType.xml
    let _: UTType = UTType.yaml // symbol: UTType.yaml
    let _: UTType = UTType.css // symbol: UTType.css
    let _: UTType = UTType.sourceCode // symbol: UTType.sourceCode
    let _: UTType = UTType.assemblyLanguageSource // symbol: UTType.assemblyLanguageSource
    let _: UTType = UTType.cSource // symbol: UTType.cSource
    let _: UTType = UTType.objectiveCSource // symbol: UTType.objectiveCSource
    let _: UTType = UTType.swiftSource // symbol: UTType.swiftSource
    let _: UTType = UTType.cPlusPlusSource // symbol: UTType.cPlusPlusSource
    let _: UTType = UTType.objectiveCPlusPlusSource // symbol: UTType.objectiveCPlusPlusSource
    let _: UTType = UTType.cHeader // symbol: UTType.cHeader
    let _: UTType = UTType.cPlusPlusHeader // symbol: UTType.cPlusPlusHeader
    let _: UTType = UTType.script // symbol: UTType.script
    let _: UTType = UTType.appleScript // symbol: UTType.appleScript
    let _: UTType = UTType.osaScript // symbol: UTType.osaScript
    let _: UTType = UTType.osaScriptBundle // symbol: UTType.osaScriptBundle
    let _: UTType = UTType.javaScript // symbol: UTType.javaScript
    let _: UTType = UTType.shellScript // symbol: UTType.shellScript
    let _: UTType = UTType.perlScript // symbol: UTType.perlScript
    let _: UTType = UTType.pythonScript // symbol: UTType.pythonScript
    let _: UTType = UTType.rubyScript // symbol: UTType.rubyScript
    let _: UTType = UTType.phpScript // symbol: UTType.phpScript
    let _: UTType = UTType.makefile // symbol: UTType.makefile
    let _: UTType = UTType.json // symbol: UTType.json
    let _: UTType = UTType.propertyList // symbol: UTType.propertyList
    let _: UTType = UTType.xmlPropertyList // symbol: UTType.xmlPropertyList
    let _: UTType = UTType.binaryPropertyList // symbol: UTType.binaryPropertyList
    let _: UTType = UTType.pdf // symbol: UTType.pdf
    let _: UTType = UTType.rtfd // symbol: UTType.rtfd
    let _: UTType = UTType.flatRTFD // symbol: UTType.flatRTFD
    let _: UTType = UTType.webArchive // symbol: UTType.webArchive
    let _: UTType = UTType.image // symbol: UTType.image
    let _: UTType = UTType.jpeg // symbol: UTType.jpeg
    let _: UTType = UTType.tiff // symbol: UTType.tiff
    let _: UTType = UTType.gif // symbol: UTType.gif
    let _: UTType = UTType.png // symbol: UTType.png
    let _: UTType = UTType.icns // symbol: UTType.icns
    let _: UTType = UTType.bmp // symbol: UTType.bmp
    let _: UTType = UTType.ico // symbol: UTType.ico
    let _: UTType = UTType.rawImage // symbol: UTType.rawImage
    let _: UTType = UTType.svg // symbol: UTType.svg
    let _: UTType = UTType.livePhoto // symbol: UTType.livePhoto
    let _: UTType = UTType.heif // symbol: UTType.heif
    let _: UTType = UTType.heic // symbol: UTType.heic
    let _: UTType = UTType.heics // symbol: UTType.heics
    let _: UTType = UTType.webP // symbol: UTType.webP
    let _: UTType = UTType.exr // symbol: UTType.exr
    let _: UTType = UTType.dng // symbol: UTType.dng
    let _: UTType = UTType.jpegxl // symbol: UTType.jpegxl
    let _: UTType = UTType.threeDContent // symbol: UTType.threeDContent
    let _: UTType = UTType.usd // symbol: UTType.usd
    let _: UTType = UTType.usdz // symbol: UTType.usdz
    let _: UTType = UTType.realityFile // symbol: UTType.realityFile
    let _: UTType = UTType.sceneKitScene // symbol: UTType.sceneKitScene
    let _: UTType = UTType.arReferenceObject // symbol: UTType.arReferenceObject
    let _: UTType = UTType.audiovisualContent // symbol: UTType.audiovisualContent
    let _: UTType = UTType.movie // symbol: UTType.movie
    let _: UTType = UTType.video // symbol: UTType.video
    let _: UTType = UTType.audio // symbol: UTType.audio
    let _: UTType = UTType.quickTimeMovie // symbol: UTType.quickTimeMovie
    let _: UTType = UTType.mpeg // symbol: UTType.mpeg
    let _: UTType = UTType.mpeg2Video // symbol: UTType.mpeg2Video
    let _: UTType = UTType.mpeg2TransportStream // symbol: UTType.mpeg2TransportStream
    let _: UTType = UTType.mp3 // symbol: UTType.mp3
    let _: UTType = UTType.mpeg4Movie // symbol: UTType.mpeg4Movie
    let _: UTType = UTType.mpeg4Audio // symbol: UTType.mpeg4Audio
    let _: UTType = UTType.appleProtectedMPEG4Audio // symbol: UTType.appleProtectedMPEG4Audio
    let _: UTType = UTType.appleProtectedMPEG4Video // symbol: UTType.appleProtectedMPEG4Video
    let _: UTType = UTType.avi // symbol: UTType.avi
    let _: UTType = UTType.aiff // symbol: UTType.aiff
    let _: UTType = UTType.wav // symbol: UTType.wav
    let _: UTType = UTType.midi // symbol: UTType.midi
    let _: UTType = UTType.playlist // symbol: UTType.playlist
    let _: UTType = UTType.m3uPlaylist // symbol: UTType.m3uPlaylist
    let _: UTType = UTType.folder // symbol: UTType.folder
    let _: UTType = UTType.volume // symbol: UTType.volume
    let _: UTType = UTType.package // symbol: UTType.package
    let _: UTType = UTType.bundle // symbol: UTType.bundle
    let _: UTType = UTType.pluginBundle // symbol: UTType.pluginBundle
    let _: UTType = UTType.spotlightImporter // symbol: UTType.spotlightImporter
    let _: UTType = UTType.quickLookGenerator // symbol: UTType.quickLookGenerator
    let _: UTType = UTType.xpcService // symbol: UTType.xpcService
    let _: UTType = UTType.framework // symbol: UTType.framework
    let _: UTType = UTType.application // symbol: UTType.application
    let _: UTType = UTType.applicationBundle // symbol: UTType.applicationBundle
    let _: UTType = UTType.applicationExtension // symbol: UTType.applicationExtension
    let _: UTType = UTType.unixExecutable // symbol: UTType.unixExecutable
    let _: UTType = UTType.exe // symbol: UTType.exe
    let _: UTType = UTType.systemPreferencesPane // symbol: UTType.systemPreferencesPane
    let _: UTType = UTType.archive // symbol: UTType.archive
    let _: UTType = UTType.gzip // symbol: UTType.gzip
    let _: UTType = UTType.bz2 // symbol: UTType.bz2
    let _: UTType = UTType.zip // symbol: UTType.zip
    let _: UTType = UTType.appleArchive // symbol: UTType.appleArchive
    let _: UTType = UTType.tarArchive // symbol: UTType.tarArchive
    let _: UTType = UTType.spreadsheet // symbol: UTType.spreadsheet
    let _: UTType = UTType.presentation // symbol: UTType.presentation
    let _: UTType = UTType.database // symbol: UTType.database
    let _: UTType = UTType.message // symbol: UTType.message
    let _: UTType = UTType.contact // symbol: UTType.contact
    let _: UTType = UTType.vCard // symbol: UTType.vCard
    let _: UTType = UTType.toDoItem // symbol: UTType.toDoItem
    let _: UTType = UTType.calendarEvent // symbol: UTType.calendarEvent
    let _: UTType = UTType.emailMessage // symbol: UTType.emailMessage
    let _: UTType = UTType.internetLocation // symbol: UTType.internetLocation
    let _: UTType = UTType.internetShortcut // symbol: UTType.internetShortcut
    let _: UTType = UTType.font // symbol: UTType.font
    let _: UTType = UTType.bookmark // symbol: UTType.bookmark
    let _: UTType = UTType.pkcs12 // symbol: UTType.pkcs12
    let _: UTType = UTType.x509Certificate // symbol: UTType.x509Certificate
    let _: UTType = UTType.epub // symbol: UTType.epub
    let _: UTType = UTType.log // symbol: UTType.log
    let _: UTType = UTType.ahap // symbol: UTType.ahap
    let _: UTType = UTType.geoJSON // symbol: UTType.geoJSON
    let _: UTType = UTType.linkPresentationMetadata // symbol: UTType.linkPresentationMetadata
    let _: UTType = UTType.shazamSignature // symbol: UTType.shazamSignature
    let _: UTType = UTType.shazamCustomCatalog // symbol: UTType.shazamCustomCatalog
    let _: UTType = UTType.markdown // symbol: UTType.markdown
}
