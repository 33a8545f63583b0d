// SPDX-License-Identifier: Apache-2.0
/// Apple's system-declared types, with Apple's names and identifiers.
///
/// Each constant is the declared type for its identifier; its tags and conformances
/// come from `SystemTypes` merged with what the desktop's MIME database adds.
extension UTType {
    /// A generic base type for most things (files, directories).
    ///
    /// **UTI:** `public.item`
    public static let item = UTType(systemIdentifier: "public.item")

    /// A base type for anything containing user-viewable document content.
    ///
    /// **UTI:** `public.content`
    public static let content = UTType(systemIdentifier: "public.content")

    /// A base type for content formats supporting mixed embedded content.
    ///
    /// **UTI:** `public.composite-content`
    public static let compositeContent = UTType(systemIdentifier: "public.composite-content")

    /// A data item mountable as a volume.
    ///
    /// **UTI:** `public.disk-image`
    public static let diskImage = UTType(systemIdentifier: "public.disk-image")

    /// A base type for any sort of simple byte stream, including files and in-memory data.
    ///
    /// **UTI:** `public.data`
    public static let data = UTType(systemIdentifier: "public.data")

    /// A file system directory (includes packages and folders).
    ///
    /// **UTI:** `public.directory`
    public static let directory = UTType(systemIdentifier: "public.directory")

    /// Symbolic link and alias file types conform to this type.
    ///
    /// **UTI:** `com.apple.resolvable`
    public static let resolvable = UTType(systemIdentifier: "com.apple.resolvable")

    /// A symbolic link.
    ///
    /// **UTI:** `public.symlink`
    public static let symbolicLink = UTType(systemIdentifier: "public.symlink")

    /// An executable item.
    ///
    /// **UTI:** `public.executable`
    public static let executable = UTType(systemIdentifier: "public.executable")

    /// A volume mount point.
    ///
    /// **UTI:** `com.apple.mount-point`
    public static let mountPoint = UTType(systemIdentifier: "com.apple.mount-point")

    /// A fully formed alias file.
    ///
    /// **UTI:** `com.apple.alias-file`
    public static let aliasFile = UTType(systemIdentifier: "com.apple.alias-file")

    /// A URL bookmark.
    ///
    /// **UTI:** `com.apple.bookmark`
    public static let urlBookmarkData = UTType(systemIdentifier: "com.apple.bookmark")

    /// Any URL.
    ///
    /// **UTI:** `public.url`
    public static let url = UTType(systemIdentifier: "public.url")

    /// A URL with the scheme `file:`.
    ///
    /// **UTI:** `public.file-url`
    public static let fileURL = UTType(systemIdentifier: "public.file-url")

    /// The base type for all text-encoded data, including text with markup.
    ///
    /// **UTI:** `public.text`
    public static let text = UTType(systemIdentifier: "public.text")

    /// Text with no markup and an unspecified encoding.
    ///
    /// **UTI:** `public.plain-text`
    public static let plainText = UTType(systemIdentifier: "public.plain-text")

    /// Plain text encoded as UTF-8.
    ///
    /// **UTI:** `public.utf8-plain-text`
    public static let utf8PlainText = UTType(systemIdentifier: "public.utf8-plain-text")

    /// Plain text encoded as UTF-16 with a BOM, or big-endian without one.
    ///
    /// **UTI:** `public.utf16-external-plain-text`
    public static let utf16ExternalPlainText = UTType(systemIdentifier: "public.utf16-external-plain-text")

    /// Plain text encoded as UTF-16 in native byte order, with an optional BOM.
    ///
    /// **UTI:** `public.utf16-plain-text`
    public static let utf16PlainText = UTType(systemIdentifier: "public.utf16-plain-text")

    /// Text containing delimited values.
    ///
    /// **UTI:** `public.delimited-values-text`
    public static let delimitedText = UTType(systemIdentifier: "public.delimited-values-text")

    /// Text containing comma-separated values (.csv).
    ///
    /// **UTI:** `public.comma-separated-values-text`
    public static let commaSeparatedText = UTType(systemIdentifier: "public.comma-separated-values-text")

    /// Text containing tab-separated values.
    ///
    /// **UTI:** `public.tab-separated-values-text`
    public static let tabSeparatedText = UTType(systemIdentifier: "public.tab-separated-values-text")

    /// UTF-8 encoded text containing tab-separated values.
    ///
    /// **UTI:** `public.utf8-tab-separated-values-text`
    public static let utf8TabSeparatedText = UTType(systemIdentifier: "public.utf8-tab-separated-values-text")

    /// Rich Text Format data.
    ///
    /// **UTI:** `public.rtf`
    public static let rtf = UTType(systemIdentifier: "public.rtf")

    /// Any version of HTML.
    ///
    /// **UTI:** `public.html`
    public static let html = UTType(systemIdentifier: "public.html")

    /// Generic XML.
    ///
    /// **UTI:** `public.xml`
    public static let xml = UTType(systemIdentifier: "public.xml")

    /// YAML Ain't Markup Language.
    ///
    /// **UTI:** `public.yaml`
    public static let yaml = UTType(systemIdentifier: "public.yaml")

    /// Cascading Style Sheets (CSS).
    ///
    /// **UTI:** `public.css`
    public static let css = UTType(systemIdentifier: "public.css")

    /// An abstract type for source code of any language.
    ///
    /// **UTI:** `public.source-code`
    public static let sourceCode = UTType(systemIdentifier: "public.source-code")

    /// Assembly language source (.s).
    ///
    /// **UTI:** `public.assembly-source`
    public static let assemblyLanguageSource = UTType(systemIdentifier: "public.assembly-source")

    /// C source code (.c).
    ///
    /// **UTI:** `public.c-source`
    public static let cSource = UTType(systemIdentifier: "public.c-source")

    /// Objective-C source code (.m).
    ///
    /// **UTI:** `public.objective-c-source`
    public static let objectiveCSource = UTType(systemIdentifier: "public.objective-c-source")

    /// Swift source code (.swift).
    ///
    /// **UTI:** `public.swift-source`
    public static let swiftSource = UTType(systemIdentifier: "public.swift-source")

    /// C++ source code (.cp, .cpp and others).
    ///
    /// **UTI:** `public.c-plus-plus-source`
    public static let cPlusPlusSource = UTType(systemIdentifier: "public.c-plus-plus-source")

    /// Objective-C++ source code.
    ///
    /// **UTI:** `public.objective-c-plus-plus-source`
    public static let objectiveCPlusPlusSource = UTType(systemIdentifier: "public.objective-c-plus-plus-source")

    /// A C header.
    ///
    /// **UTI:** `public.c-header`
    public static let cHeader = UTType(systemIdentifier: "public.c-header")

    /// A C++ header.
    ///
    /// **UTI:** `public.c-plus-plus-header`
    public static let cPlusPlusHeader = UTType(systemIdentifier: "public.c-plus-plus-header")

    /// A base type for any scripting language source.
    ///
    /// **UTI:** `public.script`
    public static let script = UTType(systemIdentifier: "public.script")

    /// An AppleScript text-based script (.applescript).
    ///
    /// **UTI:** `com.apple.applescript.text`
    public static let appleScript = UTType(systemIdentifier: "com.apple.applescript.text")

    /// An Open Scripting Architecture binary script (.scpt).
    ///
    /// **UTI:** `com.apple.applescript.script`
    public static let osaScript = UTType(systemIdentifier: "com.apple.applescript.script")

    /// An Open Scripting Architecture script bundle (.scptd).
    ///
    /// **UTI:** `com.apple.applescript.script-bundle`
    public static let osaScriptBundle = UTType(systemIdentifier: "com.apple.applescript.script-bundle")

    /// JavaScript source code.
    ///
    /// **UTI:** `com.netscape.javascript-source`
    public static let javaScript = UTType(systemIdentifier: "com.netscape.javascript-source")

    /// The base type for shell scripts.
    ///
    /// **UTI:** `public.shell-script`
    public static let shellScript = UTType(systemIdentifier: "public.shell-script")

    /// A Perl script.
    ///
    /// **UTI:** `public.perl-script`
    public static let perlScript = UTType(systemIdentifier: "public.perl-script")

    /// A Python script.
    ///
    /// **UTI:** `public.python-script`
    public static let pythonScript = UTType(systemIdentifier: "public.python-script")

    /// A Ruby script.
    ///
    /// **UTI:** `public.ruby-script`
    public static let rubyScript = UTType(systemIdentifier: "public.ruby-script")

    /// A PHP script.
    ///
    /// **UTI:** `public.php-script`
    public static let phpScript = UTType(systemIdentifier: "public.php-script")

    /// A makefile.
    ///
    /// **UTI:** `public.make-source`
    public static let makefile = UTType(systemIdentifier: "public.make-source")

    /// JavaScript Object Notation (JSON) data.
    ///
    /// **UTI:** `public.json`
    public static let json = UTType(systemIdentifier: "public.json")

    /// A base type for property lists.
    ///
    /// **UTI:** `com.apple.property-list`
    public static let propertyList = UTType(systemIdentifier: "com.apple.property-list")

    /// An XML property list.
    ///
    /// **UTI:** `com.apple.xml-property-list`
    public static let xmlPropertyList = UTType(systemIdentifier: "com.apple.xml-property-list")

    /// A binary property list.
    ///
    /// **UTI:** `com.apple.binary-property-list`
    public static let binaryPropertyList = UTType(systemIdentifier: "com.apple.binary-property-list")

    /// An Adobe PDF document.
    ///
    /// **UTI:** `com.adobe.pdf`
    public static let pdf = UTType(systemIdentifier: "com.adobe.pdf")

    /// A Rich Text Format Directory document.
    ///
    /// **UTI:** `com.apple.rtfd`
    public static let rtfd = UTType(systemIdentifier: "com.apple.rtfd")

    /// A flattened RTFD document (formatted for the pasteboard).
    ///
    /// **UTI:** `com.apple.flat-rtfd`
    public static let flatRTFD = UTType(systemIdentifier: "com.apple.flat-rtfd")

    /// The WebKit web archive format.
    ///
    /// **UTI:** `com.apple.webarchive`
    public static let webArchive = UTType(systemIdentifier: "com.apple.webarchive")

    /// A base type for abstract image data.
    ///
    /// **UTI:** `public.image`
    public static let image = UTType(systemIdentifier: "public.image")

    /// A JPEG image.
    ///
    /// **UTI:** `public.jpeg`
    public static let jpeg = UTType(systemIdentifier: "public.jpeg")

    /// A TIFF image.
    ///
    /// **UTI:** `public.tiff`
    public static let tiff = UTType(systemIdentifier: "public.tiff")

    /// A GIF image.
    ///
    /// **UTI:** `com.compuserve.gif`
    public static let gif = UTType(systemIdentifier: "com.compuserve.gif")

    /// A PNG image.
    ///
    /// **UTI:** `public.png`
    public static let png = UTType(systemIdentifier: "public.png")

    /// Apple icon data.
    ///
    /// **UTI:** `com.apple.icns`
    public static let icns = UTType(systemIdentifier: "com.apple.icns")

    /// A Windows bitmap.
    ///
    /// **UTI:** `com.microsoft.bmp`
    public static let bmp = UTType(systemIdentifier: "com.microsoft.bmp")

    /// Windows icon data.
    ///
    /// **UTI:** `com.microsoft.ico`
    public static let ico = UTType(systemIdentifier: "com.microsoft.ico")

    /// A base type for raw image data.
    ///
    /// **UTI:** `public.camera-raw-image`
    public static let rawImage = UTType(systemIdentifier: "public.camera-raw-image")

    /// A Scalable Vector Graphics image.
    ///
    /// **UTI:** `public.svg-image`
    public static let svg = UTType(systemIdentifier: "public.svg-image")

    /// A Live Photo.
    ///
    /// **UTI:** `com.apple.live-photo`
    public static let livePhoto = UTType(systemIdentifier: "com.apple.live-photo")

    /// A High Efficiency Image File Format image.
    ///
    /// **UTI:** `public.heif`
    public static let heif = UTType(systemIdentifier: "public.heif")

    /// A High Efficiency Image Coding image.
    ///
    /// **UTI:** `public.heic`
    public static let heic = UTType(systemIdentifier: "public.heic")

    /// A High Efficiency Image Coding image sequence.
    ///
    /// **UTI:** `public.heics`
    public static let heics = UTType(systemIdentifier: "public.heics")

    /// The WebP image format.
    ///
    /// **UTI:** `org.webmproject.webp`
    public static let webP = UTType(systemIdentifier: "org.webmproject.webp")

    /// An OpenEXR image.
    ///
    /// **UTI:** `com.ilm.openexr-image`
    public static let exr = UTType(systemIdentifier: "com.ilm.openexr-image")

    /// An Adobe DNG (digital negative) image.
    ///
    /// **UTI:** `com.adobe.raw-image`
    public static let dng = UTType(systemIdentifier: "com.adobe.raw-image")

    /// A JPEG XL image.
    ///
    /// **UTI:** `public.jpeg-xl`
    public static let jpegxl = UTType(systemIdentifier: "public.jpeg-xl")

    /// A base type for 3D content.
    ///
    /// **UTI:** `public.3d-content`
    public static let threeDContent = UTType(systemIdentifier: "public.3d-content")

    /// Universal Scene Description content.
    ///
    /// **UTI:** `com.pixar.universal-scene-description`
    public static let usd = UTType(systemIdentifier: "com.pixar.universal-scene-description")

    /// Universal Scene Description package content.
    ///
    /// **UTI:** `com.pixar.universal-scene-description-mobile`
    public static let usdz = UTType(systemIdentifier: "com.pixar.universal-scene-description-mobile")

    /// A Reality file.
    ///
    /// **UTI:** `com.apple.reality`
    public static let realityFile = UTType(systemIdentifier: "com.apple.reality")

    /// A SceneKit serialized scene.
    ///
    /// **UTI:** `com.apple.scenekit.scene`
    public static let sceneKitScene = UTType(systemIdentifier: "com.apple.scenekit.scene")

    /// An AR reference object.
    ///
    /// **UTI:** `com.apple.arobject`
    public static let arReferenceObject = UTType(systemIdentifier: "com.apple.arobject")

    /// Any audio and/or video content.
    ///
    /// **UTI:** `public.audiovisual-content`
    public static let audiovisualContent = UTType(systemIdentifier: "public.audiovisual-content")

    /// A media format which may contain both video and audio.
    ///
    /// **UTI:** `public.movie`
    public static let movie = UTType(systemIdentifier: "public.movie")

    /// Pure video data with no audio data.
    ///
    /// **UTI:** `public.video`
    public static let video = UTType(systemIdentifier: "public.video")

    /// Pure audio data with no video data.
    ///
    /// **UTI:** `public.audio`
    public static let audio = UTType(systemIdentifier: "public.audio")

    /// A QuickTime movie.
    ///
    /// **UTI:** `com.apple.quicktime-movie`
    public static let quickTimeMovie = UTType(systemIdentifier: "com.apple.quicktime-movie")

    /// An MPEG-1 or MPEG-2 movie.
    ///
    /// **UTI:** `public.mpeg`
    public static let mpeg = UTType(systemIdentifier: "public.mpeg")

    /// An MPEG-2 video.
    ///
    /// **UTI:** `public.mpeg-2-video`
    public static let mpeg2Video = UTType(systemIdentifier: "public.mpeg-2-video")

    /// The MPEG-2 transport stream movie format.
    ///
    /// **UTI:** `public.mpeg-2-transport-stream`
    public static let mpeg2TransportStream = UTType(systemIdentifier: "public.mpeg-2-transport-stream")

    /// MP3 audio.
    ///
    /// **UTI:** `public.mp3`
    public static let mp3 = UTType(systemIdentifier: "public.mp3")

    /// An MPEG-4 movie.
    ///
    /// **UTI:** `public.mpeg-4`
    public static let mpeg4Movie = UTType(systemIdentifier: "public.mpeg-4")

    /// An MPEG-4 audio layer file.
    ///
    /// **UTI:** `public.mpeg-4-audio`
    public static let mpeg4Audio = UTType(systemIdentifier: "public.mpeg-4-audio")

    /// The Apple protected MPEG-4 audio format (.m4p).
    ///
    /// **UTI:** `com.apple.protected-mpeg-4-audio`
    public static let appleProtectedMPEG4Audio = UTType(systemIdentifier: "com.apple.protected-mpeg-4-audio")

    /// An Apple protected MPEG-4 movie.
    ///
    /// **UTI:** `com.apple.protected-mpeg-4-video`
    public static let appleProtectedMPEG4Video = UTType(systemIdentifier: "com.apple.protected-mpeg-4-video")

    /// The AVI movie format.
    ///
    /// **UTI:** `public.avi`
    public static let avi = UTType(systemIdentifier: "public.avi")

    /// The AIFF audio format.
    ///
    /// **UTI:** `public.aiff-audio`
    public static let aiff = UTType(systemIdentifier: "public.aiff-audio")

    /// The Microsoft waveform audio format (.wav).
    ///
    /// **UTI:** `com.microsoft.waveform-audio`
    public static let wav = UTType(systemIdentifier: "com.microsoft.waveform-audio")

    /// The MIDI audio format.
    ///
    /// **UTI:** `public.midi-audio`
    public static let midi = UTType(systemIdentifier: "public.midi-audio")

    /// The base type for playlists.
    ///
    /// **UTI:** `public.playlist`
    public static let playlist = UTType(systemIdentifier: "public.playlist")

    /// An M3U or M3U8 playlist.
    ///
    /// **UTI:** `public.m3u-playlist`
    public static let m3uPlaylist = UTType(systemIdentifier: "public.m3u-playlist")

    /// A user-browsable directory (not a package).
    ///
    /// **UTI:** `public.folder`
    public static let folder = UTType(systemIdentifier: "public.folder")

    /// The root folder of a volume or mount point.
    ///
    /// **UTI:** `public.volume`
    public static let volume = UTType(systemIdentifier: "public.volume")

    /// A packaged directory.
    ///
    /// **UTI:** `com.apple.package`
    public static let package = UTType(systemIdentifier: "com.apple.package")

    /// A directory conforming to one of the bundle layouts.
    ///
    /// **UTI:** `com.apple.bundle`
    public static let bundle = UTType(systemIdentifier: "com.apple.bundle")

    /// The base type for bundle-based plug-ins.
    ///
    /// **UTI:** `com.apple.plugin`
    public static let pluginBundle = UTType(systemIdentifier: "com.apple.plugin")

    /// A Spotlight metadata importer bundle.
    ///
    /// **UTI:** `com.apple.metadata-importer`
    public static let spotlightImporter = UTType(systemIdentifier: "com.apple.metadata-importer")

    /// A Quick Look preview generator bundle.
    ///
    /// **UTI:** `com.apple.quicklook-generator`
    public static let quickLookGenerator = UTType(systemIdentifier: "com.apple.quicklook-generator")

    /// An XPC service bundle.
    ///
    /// **UTI:** `com.apple.xpc-service`
    public static let xpcService = UTType(systemIdentifier: "com.apple.xpc-service")

    /// A framework bundle.
    ///
    /// **UTI:** `com.apple.framework`
    public static let framework = UTType(systemIdentifier: "com.apple.framework")

    /// The base type for applications.
    ///
    /// **UTI:** `com.apple.application`
    public static let application = UTType(systemIdentifier: "com.apple.application")

    /// A bundled application.
    ///
    /// **UTI:** `com.apple.application-bundle`
    public static let applicationBundle = UTType(systemIdentifier: "com.apple.application-bundle")

    /// An application extension (.appex).
    ///
    /// **UTI:** `com.apple.application-and-system-extension`
    public static let applicationExtension = UTType(systemIdentifier: "com.apple.application-and-system-extension")

    /// A Unix executable (flat file).
    ///
    /// **UTI:** `public.unix-executable`
    public static let unixExecutable = UTType(systemIdentifier: "public.unix-executable")

    /// A Windows executable (.exe).
    ///
    /// **UTI:** `com.microsoft.windows-executable`
    public static let exe = UTType(systemIdentifier: "com.microsoft.windows-executable")

    /// A System Preferences pane.
    ///
    /// **UTI:** `com.apple.systempreference.prefpane`
    public static let systemPreferencesPane = UTType(systemIdentifier: "com.apple.systempreference.prefpane")

    /// An archive of files and directories.
    ///
    /// **UTI:** `public.archive`
    public static let archive = UTType(systemIdentifier: "public.archive")

    /// A GNU zip archive.
    ///
    /// **UTI:** `org.gnu.gnu-zip-archive`
    public static let gzip = UTType(systemIdentifier: "org.gnu.gnu-zip-archive")

    /// A bzip2 archive.
    ///
    /// **UTI:** `public.bzip2-archive`
    public static let bz2 = UTType(systemIdentifier: "public.bzip2-archive")

    /// A zip archive.
    ///
    /// **UTI:** `public.zip-archive`
    public static let zip = UTType(systemIdentifier: "public.zip-archive")

    /// An Apple Archive.
    ///
    /// **UTI:** `com.apple.archive`
    public static let appleArchive = UTType(systemIdentifier: "com.apple.archive")

    /// A tar archive.
    ///
    /// **UTI:** `public.tar-archive`
    public static let tarArchive = UTType(systemIdentifier: "public.tar-archive")

    /// A base type for spreadsheet documents.
    ///
    /// **UTI:** `public.spreadsheet`
    public static let spreadsheet = UTType(systemIdentifier: "public.spreadsheet")

    /// A base type for presentation documents.
    ///
    /// **UTI:** `public.presentation`
    public static let presentation = UTType(systemIdentifier: "public.presentation")

    /// A database store.
    ///
    /// **UTI:** `public.database`
    public static let database = UTType(systemIdentifier: "public.database")

    /// A base type for messages (email, instant messages).
    ///
    /// **UTI:** `public.message`
    public static let message = UTType(systemIdentifier: "public.message")

    /// Contact information, for a person, group or organization.
    ///
    /// **UTI:** `public.contact`
    public static let contact = UTType(systemIdentifier: "public.contact")

    /// A vCard file.
    ///
    /// **UTI:** `public.vcard`
    public static let vCard = UTType(systemIdentifier: "public.vcard")

    /// A to-do item.
    ///
    /// **UTI:** `public.to-do-item`
    public static let toDoItem = UTType(systemIdentifier: "public.to-do-item")

    /// A calendar event.
    ///
    /// **UTI:** `public.calendar-event`
    public static let calendarEvent = UTType(systemIdentifier: "public.calendar-event")

    /// An email message.
    ///
    /// **UTI:** `public.email-message`
    public static let emailMessage = UTType(systemIdentifier: "public.email-message")

    /// A base type for Apple Internet location files.
    ///
    /// **UTI:** `com.apple.internet-location`
    public static let internetLocation = UTType(systemIdentifier: "com.apple.internet-location")

    /// Microsoft Internet shortcut files (.url).
    ///
    /// **UTI:** `com.microsoft.internet-shortcut`
    public static let internetShortcut = UTType(systemIdentifier: "com.microsoft.internet-shortcut")

    /// A base type for fonts.
    ///
    /// **UTI:** `public.font`
    public static let font = UTType(systemIdentifier: "public.font")

    /// A bookmark.
    ///
    /// **UTI:** `public.bookmark`
    public static let bookmark = UTType(systemIdentifier: "public.bookmark")

    /// PKCS #12 data.
    ///
    /// **UTI:** `com.rsa.pkcs-12`
    public static let pkcs12 = UTType(systemIdentifier: "com.rsa.pkcs-12")

    /// An X.509 certificate.
    ///
    /// **UTI:** `public.x509-certificate`
    public static let x509Certificate = UTType(systemIdentifier: "public.x509-certificate")

    /// The EPUB format.
    ///
    /// **UTI:** `org.idpf.epub-container`
    public static let epub = UTType(systemIdentifier: "org.idpf.epub-container")

    /// A base type for console logs.
    ///
    /// **UTI:** `public.log`
    public static let log = UTType(systemIdentifier: "public.log")

    /// An Apple Haptics Audio Pattern file.
    ///
    /// **UTI:** `com.apple.haptics.ahap`
    public static let ahap = UTType(systemIdentifier: "com.apple.haptics.ahap")

    /// A GeoJSON file.
    ///
    /// **UTI:** `public.geojson`
    public static let geoJSON = UTType(systemIdentifier: "public.geojson")

    /// Serialized LinkPresentation metadata.
    ///
    /// **UTI:** `com.apple.linkpresentation.metadata`
    public static let linkPresentationMetadata = UTType(systemIdentifier: "com.apple.linkpresentation.metadata")

    /// A ShazamKit signature (`.shazamsignature`).
    ///
    /// **UTI:** `com.apple.shazamsignature`
    public static let shazamSignature = UTType(systemIdentifier: "com.apple.shazamsignature")

    /// A ShazamKit custom catalog (`.shazamcatalog`).
    ///
    /// **UTI:** `com.apple.shazamcatalog`
    public static let shazamCustomCatalog = UTType(systemIdentifier: "com.apple.shazamcatalog")

    /// Markdown text (iOS 27, macOS 27).
    ///
    /// **UTI:** `net.daringfireball.markdown`
    public static let markdown = UTType(systemIdentifier: "net.daringfireball.markdown")
}

extension UTType {
    /// Every system constant with its Swift name, in Apple's documentation order.
    /// Used by tests and by `ferry-types --list-system`.
    public static let systemConstants: KeyValuePairs<String, UTType> = [
        "item": .item,
        "content": .content,
        "compositeContent": .compositeContent,
        "diskImage": .diskImage,
        "data": .data,
        "directory": .directory,
        "resolvable": .resolvable,
        "symbolicLink": .symbolicLink,
        "executable": .executable,
        "mountPoint": .mountPoint,
        "aliasFile": .aliasFile,
        "urlBookmarkData": .urlBookmarkData,
        "url": .url,
        "fileURL": .fileURL,
        "text": .text,
        "plainText": .plainText,
        "utf8PlainText": .utf8PlainText,
        "utf16ExternalPlainText": .utf16ExternalPlainText,
        "utf16PlainText": .utf16PlainText,
        "delimitedText": .delimitedText,
        "commaSeparatedText": .commaSeparatedText,
        "tabSeparatedText": .tabSeparatedText,
        "utf8TabSeparatedText": .utf8TabSeparatedText,
        "rtf": .rtf,
        "html": .html,
        "xml": .xml,
        "yaml": .yaml,
        "css": .css,
        "sourceCode": .sourceCode,
        "assemblyLanguageSource": .assemblyLanguageSource,
        "cSource": .cSource,
        "objectiveCSource": .objectiveCSource,
        "swiftSource": .swiftSource,
        "cPlusPlusSource": .cPlusPlusSource,
        "objectiveCPlusPlusSource": .objectiveCPlusPlusSource,
        "cHeader": .cHeader,
        "cPlusPlusHeader": .cPlusPlusHeader,
        "script": .script,
        "appleScript": .appleScript,
        "osaScript": .osaScript,
        "osaScriptBundle": .osaScriptBundle,
        "javaScript": .javaScript,
        "shellScript": .shellScript,
        "perlScript": .perlScript,
        "pythonScript": .pythonScript,
        "rubyScript": .rubyScript,
        "phpScript": .phpScript,
        "makefile": .makefile,
        "json": .json,
        "propertyList": .propertyList,
        "xmlPropertyList": .xmlPropertyList,
        "binaryPropertyList": .binaryPropertyList,
        "pdf": .pdf,
        "rtfd": .rtfd,
        "flatRTFD": .flatRTFD,
        "webArchive": .webArchive,
        "image": .image,
        "jpeg": .jpeg,
        "tiff": .tiff,
        "gif": .gif,
        "png": .png,
        "icns": .icns,
        "bmp": .bmp,
        "ico": .ico,
        "rawImage": .rawImage,
        "svg": .svg,
        "livePhoto": .livePhoto,
        "heif": .heif,
        "heic": .heic,
        "heics": .heics,
        "webP": .webP,
        "exr": .exr,
        "dng": .dng,
        "jpegxl": .jpegxl,
        "threeDContent": .threeDContent,
        "usd": .usd,
        "usdz": .usdz,
        "realityFile": .realityFile,
        "sceneKitScene": .sceneKitScene,
        "arReferenceObject": .arReferenceObject,
        "audiovisualContent": .audiovisualContent,
        "movie": .movie,
        "video": .video,
        "audio": .audio,
        "quickTimeMovie": .quickTimeMovie,
        "mpeg": .mpeg,
        "mpeg2Video": .mpeg2Video,
        "mpeg2TransportStream": .mpeg2TransportStream,
        "mp3": .mp3,
        "mpeg4Movie": .mpeg4Movie,
        "mpeg4Audio": .mpeg4Audio,
        "appleProtectedMPEG4Audio": .appleProtectedMPEG4Audio,
        "appleProtectedMPEG4Video": .appleProtectedMPEG4Video,
        "avi": .avi,
        "aiff": .aiff,
        "wav": .wav,
        "midi": .midi,
        "playlist": .playlist,
        "m3uPlaylist": .m3uPlaylist,
        "folder": .folder,
        "volume": .volume,
        "package": .package,
        "bundle": .bundle,
        "pluginBundle": .pluginBundle,
        "spotlightImporter": .spotlightImporter,
        "quickLookGenerator": .quickLookGenerator,
        "xpcService": .xpcService,
        "framework": .framework,
        "application": .application,
        "applicationBundle": .applicationBundle,
        "applicationExtension": .applicationExtension,
        "unixExecutable": .unixExecutable,
        "exe": .exe,
        "systemPreferencesPane": .systemPreferencesPane,
        "archive": .archive,
        "gzip": .gzip,
        "bz2": .bz2,
        "zip": .zip,
        "appleArchive": .appleArchive,
        "tarArchive": .tarArchive,
        "spreadsheet": .spreadsheet,
        "presentation": .presentation,
        "database": .database,
        "message": .message,
        "contact": .contact,
        "vCard": .vCard,
        "toDoItem": .toDoItem,
        "calendarEvent": .calendarEvent,
        "emailMessage": .emailMessage,
        "internetLocation": .internetLocation,
        "internetShortcut": .internetShortcut,
        "font": .font,
        "bookmark": .bookmark,
        "pkcs12": .pkcs12,
        "x509Certificate": .x509Certificate,
        "epub": .epub,
        "log": .log,
        "ahap": .ahap,
        "geoJSON": .geoJSON,
        "linkPresentationMetadata": .linkPresentationMetadata,
        "shazamSignature": .shazamSignature,
        "shazamCustomCatalog": .shazamCustomCatalog,
        "markdown": .markdown,
    ]
}
