// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
@testable import UniformTypeIdentifiers

/// Apple's documented facts for every system constant: identifier and the conformances
/// its documentation lists ("**conforms to:**"), plus preferred tags where Apple's
/// declarations give them.
@Suite struct SystemTypesTests {
    /// `name identifier parent,parent` — parents as Apple's header documents them.
    static let documented = """
    item public.item -
    content public.content -
    compositeContent public.composite-content public.content
    diskImage public.disk-image -
    data public.data public.item
    directory public.directory public.item
    resolvable com.apple.resolvable -
    symbolicLink public.symlink public.item,com.apple.resolvable
    executable public.executable public.item
    mountPoint com.apple.mount-point public.item,com.apple.resolvable
    aliasFile com.apple.alias-file public.data,com.apple.resolvable
    urlBookmarkData com.apple.bookmark public.data,com.apple.resolvable
    url public.url public.data
    fileURL public.file-url public.url
    text public.text public.data,public.content
    plainText public.plain-text public.text
    utf8PlainText public.utf8-plain-text public.plain-text
    utf16ExternalPlainText public.utf16-external-plain-text public.plain-text
    utf16PlainText public.utf16-plain-text public.plain-text
    delimitedText public.delimited-values-text public.text
    commaSeparatedText public.comma-separated-values-text public.delimited-values-text
    tabSeparatedText public.tab-separated-values-text public.delimited-values-text
    utf8TabSeparatedText public.utf8-tab-separated-values-text public.tab-separated-values-text,public.utf8-plain-text
    rtf public.rtf public.text
    html public.html public.text
    xml public.xml public.text
    yaml public.yaml public.text
    css public.css public.text
    sourceCode public.source-code public.plain-text
    assemblyLanguageSource public.assembly-source public.source-code
    cSource public.c-source public.source-code
    objectiveCSource public.objective-c-source public.source-code
    swiftSource public.swift-source public.source-code
    cPlusPlusSource public.c-plus-plus-source public.source-code
    objectiveCPlusPlusSource public.objective-c-plus-plus-source public.source-code
    cHeader public.c-header public.source-code
    cPlusPlusHeader public.c-plus-plus-header public.source-code
    script public.script public.source-code
    appleScript com.apple.applescript.text public.script
    osaScript com.apple.applescript.script public.data,public.script
    osaScriptBundle com.apple.applescript.script-bundle com.apple.bundle,com.apple.package,public.script
    javaScript com.netscape.javascript-source public.source-code,public.executable
    shellScript public.shell-script public.script
    perlScript public.perl-script public.shell-script
    pythonScript public.python-script public.shell-script
    rubyScript public.ruby-script public.shell-script
    phpScript public.php-script public.shell-script
    makefile public.make-source public.script
    json public.json public.text
    propertyList com.apple.property-list public.data
    xmlPropertyList com.apple.xml-property-list public.xml,com.apple.property-list
    binaryPropertyList com.apple.binary-property-list com.apple.property-list
    pdf com.adobe.pdf public.data,public.composite-content
    rtfd com.apple.rtfd com.apple.package,public.composite-content
    flatRTFD com.apple.flat-rtfd public.data,public.composite-content
    webArchive com.apple.webarchive public.data,public.composite-content
    image public.image public.data,public.content
    jpeg public.jpeg public.image
    tiff public.tiff public.image
    gif com.compuserve.gif public.image
    png public.png public.image
    icns com.apple.icns public.image
    bmp com.microsoft.bmp public.image
    ico com.microsoft.ico public.image
    rawImage public.camera-raw-image public.image
    svg public.svg-image public.image
    livePhoto com.apple.live-photo -
    heif public.heif public.heif-standard
    heic public.heic public.heif-standard
    heics public.heics public.heif-standard
    webP org.webmproject.webp public.image
    exr com.ilm.openexr-image public.image
    dng com.adobe.raw-image public.image
    jpegxl public.jpeg-xl public.image
    threeDContent public.3d-content public.content
    usd com.pixar.universal-scene-description public.3d-content,public.data
    usdz com.pixar.universal-scene-description-mobile public.3d-content,public.data
    realityFile com.apple.reality public.data
    sceneKitScene com.apple.scenekit.scene public.3d-content,public.data
    arReferenceObject com.apple.arobject public.data
    audiovisualContent public.audiovisual-content public.data,public.content
    movie public.movie public.audiovisual-content
    video public.video public.movie
    audio public.audio public.audiovisual-content
    quickTimeMovie com.apple.quicktime-movie public.movie
    mpeg public.mpeg public.movie
    mpeg2Video public.mpeg-2-video public.video
    mpeg2TransportStream public.mpeg-2-transport-stream public.movie
    mp3 public.mp3 public.audio
    mpeg4Movie public.mpeg-4 public.movie
    mpeg4Audio public.mpeg-4-audio public.mpeg-4,public.audio
    appleProtectedMPEG4Audio com.apple.protected-mpeg-4-audio public.audio
    appleProtectedMPEG4Video com.apple.protected-mpeg-4-video com.apple.m4v-video
    avi public.avi public.movie
    aiff public.aiff-audio public.aifc-audio
    wav com.microsoft.waveform-audio public.audio
    midi public.midi-audio public.audio
    playlist public.playlist -
    m3uPlaylist public.m3u-playlist public.text,public.playlist
    folder public.folder public.directory
    volume public.volume public.folder
    package com.apple.package public.directory
    bundle com.apple.bundle public.directory
    pluginBundle com.apple.plugin com.apple.bundle,com.apple.package
    spotlightImporter com.apple.metadata-importer com.apple.plugin
    quickLookGenerator com.apple.quicklook-generator com.apple.plugin
    xpcService com.apple.xpc-service com.apple.bundle,com.apple.package
    framework com.apple.framework com.apple.bundle
    application com.apple.application public.executable
    applicationBundle com.apple.application-bundle com.apple.application,com.apple.bundle,com.apple.package
    applicationExtension com.apple.application-and-system-extension com.apple.xpc-service
    unixExecutable public.unix-executable public.data,public.executable
    exe com.microsoft.windows-executable public.data,public.executable
    systemPreferencesPane com.apple.systempreference.prefpane com.apple.package,com.apple.bundle
    archive public.archive -
    gzip org.gnu.gnu-zip-archive public.data,public.archive
    bz2 public.bzip2-archive public.data,public.archive
    zip public.zip-archive com.pkware.zip-archive
    appleArchive com.apple.archive public.data,public.archive
    tarArchive public.tar-archive public.data,public.archive
    spreadsheet public.spreadsheet public.content
    presentation public.presentation public.composite-content
    database public.database -
    message public.message -
    contact public.contact -
    vCard public.vcard public.text,public.contact
    toDoItem public.to-do-item -
    calendarEvent public.calendar-event -
    emailMessage public.email-message public.message
    internetLocation com.apple.internet-location public.data
    internetShortcut com.microsoft.internet-shortcut com.apple.internet-location
    font public.font -
    bookmark public.bookmark -
    pkcs12 com.rsa.pkcs-12 public.data
    x509Certificate public.x509-certificate public.data
    epub org.idpf.epub-container public.data,public.composite-content
    log public.log -
    ahap com.apple.haptics.ahap -
    geoJSON public.geojson -
    linkPresentationMetadata com.apple.linkpresentation.metadata public.data
    shazamSignature com.apple.shazamsignature public.data
    shazamCustomCatalog com.apple.shazamcatalog public.data
    markdown net.daringfireball.markdown public.utf8-plain-text
    """

    struct Fact: Sendable, CustomTestStringConvertible {
        let name: String
        let identifier: String
        let parents: [String]
        var testDescription: String { name }
    }

    static let facts: [Fact] = documented.split(separator: "\n").map { line in
        let parts = line.split(separator: " ").map(String.init)
        return Fact(name: parts[0], identifier: parts[1], parents: parts[2] == "-" ? [] : parts[2].split(separator: ",").map(String.init))
    }

    @Test func everyDocumentedConstantExistsWithItsIdentifier() {
        let constants = Dictionary(uniqueKeysWithValues: UTType.systemConstants.map { ($0.key, $0.value) })
        #expect(Self.facts.count == 143)
        #expect(constants.count == Self.facts.count)
        for fact in Self.facts {
            #expect(constants[fact.name]?.identifier == fact.identifier, "\(fact.name)")
        }
    }

    @Test(arguments: facts) func constantConformsToItsDocumentedParents(_ fact: Fact) throws {
        let type = try #require(UTType(fact.identifier))
        #expect(type.isDeclared)
        #expect(!type.isDynamic)
        #expect(type.isPublic == fact.identifier.hasPrefix("public."))
        for parentIdentifier in fact.parents {
            let parent = try #require(UTType(parentIdentifier), "parent \(parentIdentifier) of \(fact.name) must be declared")
            #expect(type.conforms(to: parent), "\(fact.identifier) conforms to \(parentIdentifier)")
            #expect(type.isSubtype(of: parent))
            #expect(parent.isSupertype(of: type))
            #expect(type.supertypes.contains(parent))
        }
        #expect(type.localizedDescription != nil)
    }

    /// Preferred tags as Apple's declarations give them.
    @Test(arguments: [
        (UTType.plainText, "txt", "text/plain"),
        (.utf8PlainText, nil, "text/plain;charset=utf-8"),
        (.commaSeparatedText, "csv", "text/csv"),
        (.tabSeparatedText, "tsv", "text/tab-separated-values"),
        (.html, "html", "text/html"),
        (.xml, "xml", "application/xml"),
        (.json, "json", "application/json"),
        (.pdf, "pdf", "application/pdf"),
        (.jpeg, "jpeg", "image/jpeg"),
        (.png, "png", "image/png"),
        (.gif, "gif", "image/gif"),
        (.tiff, "tiff", "image/tiff"),
        (.svg, "svg", "image/svg+xml"),
        (.heic, "heic", "image/heic"),
        (.webP, "webp", "image/webp"),
        (.mpeg4Movie, "mp4", "video/mp4"),
        (.quickTimeMovie, "mov", "video/quicktime"),
        (.mp3, "mp3", "audio/mpeg"),
        (.zip, "zip", "application/zip"),
        (.gzip, "gz", "application/x-gzip"),
        (.rtf, "rtf", "text/rtf"),
        (.javaScript, "js", "text/javascript"),
        (.vCard, "vcf", "text/vcard"),
        (.epub, "epub", "application/epub+zip"),
        (.data, nil, nil),
        (.item, nil, nil),
    ] as [(UTType, String?, String?)])
    func preferredTags(_ type: UTType, _ ext: String?, _ mime: String?) {
        #expect(type.preferredFilenameExtension == ext)
        #expect(type.preferredMIMEType == mime)
        if let ext { #expect(type.tags[.filenameExtension]?.first == ext) }
        if let mime { #expect(type.tags[.mimeType]?.first == mime) }
    }

    @Test func lookupsByTagFindAppleTypes() {
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(mimeType: "video/mp4") == .mpeg4Movie)
        #expect(UTType(mimeType: "text/csv") == .commaSeparatedText)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "IMAGE/PNG") == .png)
        #expect(UTType(mimeType: "text/plain; charset=UTF-8") == .utf8PlainText)
        #expect(UTType(tag: "png", tagClass: .filenameExtension, conformingTo: nil) == .png)
    }

    @Test func conformanceFilterAppliesToTagLookup() throws {
        // "txt" is plain text, which does not conform to public.image: a dynamic type
        // conforming to public.image stands in.
        let type = try #require(UTType(filenameExtension: "txt", conformingTo: .image))
        #expect(type.isDynamic)
        #expect(type.conforms(to: .image))
        #expect(type.tags[.filenameExtension] == ["txt"])
        #expect(UTType.types(tag: "txt", tagClass: .filenameExtension, conformingTo: .text).first == .plainText)
    }

    @Test func identifiersAreCaseInsensitive() {
        #expect(UTType("PUBLIC.PNG") == .png)
        #expect(UTType("Public.Jpeg")?.identifier == "public.jpeg")
        #expect(Set([UTType.png, UTType("public.PNG")!]).count == 1)
    }
}
