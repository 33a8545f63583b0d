// SPDX-License-Identifier: Apache-2.0
/// Apple's system-declared types: the identifiers, direct conformances, filename
/// extensions and MIME types Apple documents for every `UTType` constant, plus the few
/// undocumented parents those conformances name (`public.heif-standard`,
/// `com.apple.m4v-video`, `public.aifc-audio`, `com.pkware.zip-archive`), and the
/// desktop's MIME names for the same formats (``desktopMIMETypes``).
///
/// Tags are listed preferred first, as Apple's declarations list them.
enum SystemTypes {
    static let declarations: [TypeDeclaration] = [
        // Abstract base types
        system("public.item", [], description: "item"),
        system("public.content", [], description: "content"),
        system("public.composite-content", ["public.content"], description: "composite content"),
        system("public.disk-image", ["public.data", "public.archive"], ["dmg", "iso", "img"], description: "disk image"),
        system("public.data", ["public.item"], description: "data"),
        system("public.directory", ["public.item"], description: "directory"),
        system("com.apple.resolvable", [], description: "resolvable item"),
        system("public.symlink", ["public.item", "com.apple.resolvable"], description: "symbolic link"),
        system("public.executable", ["public.item"], description: "executable"),
        system("com.apple.mount-point", ["public.item", "com.apple.resolvable"], description: "mount point"),
        system("com.apple.alias-file", ["public.data", "com.apple.resolvable"], description: "alias"),
        system("com.apple.bookmark", ["public.data", "com.apple.resolvable"], description: "URL bookmark data"),
        system("public.url", ["public.data"], description: "URL"),
        system("public.file-url", ["public.url"], description: "file URL"),
        // Text
        system("public.text", ["public.data", "public.content"], description: "text"),
        system("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], description: "plain text document"),
        system("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8"], description: "Unicode (UTF-8) text"),
        system("public.utf16-external-plain-text", ["public.plain-text"], ["txtu"], description: "Unicode (UTF-16 external) text"),
        system("public.utf16-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-16"], description: "Unicode (UTF-16) text"),
        system("public.delimited-values-text", ["public.text"], description: "delimited values text"),
        system("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], description: "comma-separated values"),
        system("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], description: "tab-separated values"),
        system("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text", "public.utf8-plain-text"], description: "UTF-8 tab-separated values"),
        system("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], description: "rich text format document"),
        system("public.html", ["public.text"], ["html", "htm", "shtml", "shtm"], ["text/html"], description: "HTML text"),
        system("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], description: "XML text"),
        system("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml", "application/yaml"], description: "YAML document"),
        system("public.css", ["public.text"], ["css"], ["text/css"], description: "CSS style sheet"),
        system("public.source-code", ["public.plain-text"], description: "source code"),
        system("public.assembly-source", ["public.source-code"], ["s"], description: "assembly source"),
        system("public.c-source", ["public.source-code"], ["c"], ["text/x-c"], description: "C source"),
        system("public.objective-c-source", ["public.source-code"], ["m"], description: "Objective-C source"),
        system("public.swift-source", ["public.source-code"], ["swift"], description: "Swift source"),
        system("public.c-plus-plus-source", ["public.source-code"], ["cp", "cpp", "c++", "cc", "cxx"], description: "C++ source"),
        system("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], description: "Objective-C++ source"),
        system("public.c-header", ["public.source-code"], ["h"], description: "C header"),
        system("public.c-plus-plus-header", ["public.source-code"], ["hh", "hp", "hpp", "hxx", "h++"], description: "C++ header"),
        system("public.script", ["public.source-code"], description: "script"),
        system("com.apple.applescript.text", ["public.script"], ["applescript"], description: "AppleScript text"),
        system("com.apple.applescript.script", ["public.data", "public.script"], ["scpt"], description: "compiled AppleScript"),
        system("com.apple.applescript.script-bundle", ["com.apple.bundle", "com.apple.package", "public.script"], ["scptd"], description: "AppleScript bundle"),
        system("com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js", "jscript", "javascript", "mjs"], ["text/javascript", "application/javascript"], description: "JavaScript source"),
        system("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-shellscript"], description: "shell script"),
        system("public.perl-script", ["public.shell-script"], ["pl", "pm"], ["text/x-perl-script"], description: "Perl script"),
        system("public.python-script", ["public.shell-script"], ["py"], ["text/x-python-script"], description: "Python script"),
        system("public.ruby-script", ["public.shell-script"], ["rb", "rbw"], ["text/x-ruby-script"], description: "Ruby script"),
        system("public.php-script", ["public.shell-script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"], ["text/php", "text/x-php-script", "application/php"], description: "PHP script"),
        system("public.make-source", ["public.script"], ["mk"], description: "makefile"),
        system("public.json", ["public.text"], ["json"], ["application/json"], description: "JSON document"),
        system("com.apple.property-list", ["public.data"], ["plist"], description: "property list"),
        system("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], description: "XML property list"),
        system("com.apple.binary-property-list", ["com.apple.property-list"], description: "binary property list"),
        // Composite content
        system("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], description: "PDF document"),
        system("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], description: "rich text document with attachments"),
        system("com.apple.flat-rtfd", ["public.data", "public.composite-content"], description: "flat rich text document with attachments"),
        system("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], ["application/x-webarchive"], description: "web archive"),
        // Images
        system("public.image", ["public.data", "public.content"], description: "image"),
        system("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"], description: "JPEG image"),
        system("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], description: "TIFF image"),
        system("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], description: "GIF image"),
        system("public.png", ["public.image"], ["png"], ["image/png"], description: "PNG image"),
        system("com.apple.icns", ["public.image"], ["icns"], description: "Apple icon image"),
        system("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp"], description: "Windows bitmap image"),
        system("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"], description: "Windows icon image"),
        system("public.camera-raw-image", ["public.image"], description: "camera raw image"),
        system("public.svg-image", ["public.image"], ["svg", "svgz"], ["image/svg+xml"], description: "SVG image"),
        system("com.apple.live-photo", [], description: "Live Photo"),
        system("public.heif-standard", ["public.image"], description: "HEIF standard image"),
        system("public.heif", ["public.heif-standard"], ["heif", "hif"], ["image/heif"], description: "HEIF image"),
        system("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], description: "HEIC image"),
        system("public.heics", ["public.heif-standard"], ["heics"], ["image/heic-sequence"], description: "HEIC image sequence"),
        system("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], description: "WebP image"),
        system("com.ilm.openexr-image", ["public.image"], ["exr"], description: "OpenEXR image"),
        system("com.adobe.raw-image", ["public.image"], ["dng"], ["image/x-adobe-dng"], description: "Adobe raw image"),
        system("public.jpeg-xl", ["public.image"], ["jxl"], ["image/jxl"], description: "JPEG XL image"),
        // 3D content
        system("public.3d-content", ["public.content"], description: "3D content"),
        system("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd", "usda", "usdc"], description: "Universal Scene Description"),
        system("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"], description: "Universal Scene Description package"),
        system("com.apple.reality", ["public.data"], ["reality"], description: "Reality file"),
        system("com.apple.scenekit.scene", ["public.3d-content", "public.data"], ["scn"], description: "SceneKit scene"),
        system("com.apple.arobject", ["public.data"], ["arobject"], description: "AR reference object"),
        // Audiovisual content
        system("public.audiovisual-content", ["public.data", "public.content"], description: "audiovisual content"),
        system("public.movie", ["public.audiovisual-content"], description: "movie"),
        system("public.video", ["public.movie"], description: "video"),
        system("public.audio", ["public.audiovisual-content"], description: "audio"),
        system("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], description: "QuickTime movie"),
        system("public.mpeg", ["public.movie"], ["mpg", "mpeg", "mpe", "m75", "m15"], ["video/mpg", "video/mpeg", "video/x-mpg", "video/x-mpeg"], description: "MPEG movie"),
        system("public.mpeg-2-video", ["public.video"], ["m2v"], ["video/mpeg2"], description: "MPEG-2 video"),
        system("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"], description: "MPEG-2 transport stream"),
        system("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mpeg3", "audio/mpg", "audio/x-mpeg", "audio/x-mpeg3", "audio/x-mpg"], description: "MP3 audio"),
        system("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4", "video/mp4v"], description: "MPEG-4 movie"),
        system("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a", "m4b"], ["audio/mp4", "audio/x-m4a"], description: "MPEG-4 audio"),
        system("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], description: "protected MPEG-4 audio"),
        system("com.apple.m4v-video", ["public.movie"], ["m4v"], ["video/x-m4v"], description: "MPEG-4 video (M4V)"),
        system("com.apple.protected-mpeg-4-video", ["com.apple.m4v-video"], description: "protected MPEG-4 video"),
        system("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"], description: "AVI movie"),
        system("public.aifc-audio", ["public.audio"], ["aifc", "aiff", "aif"], ["audio/aiff", "audio/x-aiff"], description: "AIFF-C audio"),
        system("public.aiff-audio", ["public.aifc-audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], description: "AIFF audio"),
        system("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave", "bwf"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"], description: "Waveform audio"),
        system("public.midi-audio", ["public.audio"], ["midi", "mid", "smf", "kar"], ["audio/midi", "audio/x-midi"], description: "MIDI audio"),
        system("public.playlist", [], description: "playlist"),
        system("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl", "audio/x-mpegurl"], description: "M3U playlist"),
        // Directories, bundles and executables
        system("public.folder", ["public.directory"], description: "folder"),
        system("public.volume", ["public.folder"], description: "volume"),
        system("com.apple.package", ["public.directory"], description: "package"),
        system("com.apple.bundle", ["public.directory"], description: "bundle"),
        system("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], ["plugin"], description: "plug-in"),
        system("com.apple.metadata-importer", ["com.apple.plugin"], ["mdimporter"], description: "Spotlight importer"),
        system("com.apple.quicklook-generator", ["com.apple.plugin"], ["qlgenerator"], description: "Quick Look generator"),
        system("com.apple.xpc-service", ["com.apple.bundle", "com.apple.package"], ["xpc"], description: "XPC service"),
        system("com.apple.framework", ["com.apple.bundle"], ["framework"], description: "framework"),
        system("com.apple.application", ["public.executable"], description: "application"),
        system("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"], description: "application bundle"),
        system("com.apple.application-and-system-extension", ["com.apple.xpc-service"], ["appex"], description: "application extension"),
        system("public.unix-executable", ["public.data", "public.executable"], description: "Unix executable"),
        system("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], ["application/x-msdownload"], description: "Windows executable"),
        system("com.apple.systempreference.prefpane", ["com.apple.package", "com.apple.bundle"], ["prefPane"], description: "System Preferences pane"),
        // Archives
        system("public.archive", [], description: "archive"),
        system("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/x-gzip", "application/gzip"], description: "gzip archive"),
        system("public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bz"], ["application/x-bzip2"], description: "bzip2 archive"),
        system("com.pkware.zip-archive", ["public.data", "public.archive"], description: "zip archive"),
        system("public.zip-archive", ["com.pkware.zip-archive"], ["zip"], ["application/zip", "application/x-zip-compressed"], description: "zip archive"),
        system("com.apple.archive", ["public.data", "public.archive"], ["aar"], description: "Apple archive"),
        system("public.tar-archive", ["public.data", "public.archive"], ["tar"], ["application/x-tar", "application/tar"], description: "tar archive"),
        // Documents, messages and contacts
        system("public.spreadsheet", ["public.content"], description: "spreadsheet"),
        system("public.presentation", ["public.composite-content"], description: "presentation"),
        system("public.database", [], description: "database"),
        system("public.message", [], description: "message"),
        system("public.contact", [], description: "contact"),
        system("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/directory", "text/x-vcard"], description: "vCard"),
        system("public.to-do-item", [], description: "to-do item"),
        system("public.calendar-event", [], description: "calendar event"),
        system("public.email-message", ["public.message"], ["eml"], ["message/rfc822"], description: "email message"),
        system("com.apple.internet-location", ["public.data"], ["inetloc"], description: "Internet location"),
        // Apple's header documents `internetShortcut` with the identifier of its parent;
        // macOS itself declares the Windows shortcut as its own type, as here.
        system("com.microsoft.internet-shortcut", ["com.apple.internet-location"], ["url"], description: "Internet shortcut"),
        // Fonts, security and miscellany
        system("public.font", [], description: "font"),
        system("public.bookmark", [], description: "bookmark"),
        system("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"], description: "PKCS #12 data"),
        system("public.x509-certificate", ["public.data"], ["cer", "crt", "der", "pem"], ["application/x-x509-ca-cert"], description: "X.509 certificate"),
        system("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"], description: "EPUB document"),
        system("public.log", [], ["log"], description: "log"),
        system("com.apple.haptics.ahap", ["public.json"], ["ahap"], description: "Apple haptics audio pattern"),
        system("public.geojson", ["public.json"], ["geojson"], ["application/geo+json"], description: "GeoJSON document"),
        system("com.apple.linkpresentation.metadata", ["public.data"], description: "link presentation metadata"),
        system("com.apple.shazamsignature", ["public.data"], ["shazamsignature"], description: "Shazam signature"),
        system("com.apple.shazamcatalog", ["public.data"], ["shazamcatalog"], description: "Shazam custom catalog"),
        system("net.daringfireball.markdown", ["public.utf8-plain-text"], ["md", "markdown"], ["text/markdown"], description: "Markdown document"),
    ]

    /// The desktop's names for formats Apple declares without them: the MIME type
    /// shared-mime-info (and so GIO, and Files on the clipboard) gives a file with the
    /// type's extension, where Apple's extension says it is the same format. They follow
    /// Apple's own MIME types, so Apple's stay preferred where Apple has one (where it has
    /// none, the desktop's becomes `preferredMIMEType`, the name the type travels under on
    /// this desktop); the database's aliases of them join the tags when the registry loads. Checked against the machine's database by
    /// `MIMEAgreementTests`; docs/api-parity.md lists the extensions that genuinely differ.
    static let desktopMIMETypes: [String: [String]] = [
        "public.c-header": ["text/x-chdr"],
        "public.c-plus-plus-source": ["text/x-c++src"],
        "public.c-plus-plus-header": ["text/x-c++hdr"],
        "public.objective-c-source": ["text/x-objcsrc"],
        "public.objective-c-plus-plus-source": ["text/x-objc++src"],
        "public.perl-script": ["application/x-perl"],
        "public.python-script": ["text/x-python"],
        "public.ruby-script": ["application/x-ruby"],
        "public.php-script": ["application/x-php"],
        "public.make-source": ["text/x-makefile"],
        "public.log": ["text/x-log"],
        "public.aifc-audio": ["audio/x-aifc"],
        "public.mpeg-4-audio": ["audio/x-m4b"],
        "public.x509-certificate": ["application/pkix-cert"],
        "public.disk-image": ["application/x-apple-diskimage", "application/x-cd-image", "application/x-raw-disk-image"],
        "com.microsoft.windows-executable": ["application/x-ms-dos-executable"],
        "com.microsoft.internet-shortcut": ["application/x-mswinurl"],
        "com.ilm.openexr-image": ["image/x-exr"],
        "com.apple.icns": ["image/x-icns"],
        "public.svg-image": ["image/svg+xml-compressed"],
    ]

    /// MIME types that resolve to one of Apple's types without becoming its tag: GIO's
    /// type of any byte stream (the parent of every non-text type) is `public.data`, whose
    /// `preferredMIMEType` stays `nil` as on Apple platforms.
    static let lookupOnlyMIMETypes: [String: String] = ["application/octet-stream": "public.data"]

    private static func system(
        _ identifier: String,
        _ conformsTo: [String],
        _ filenameExtensions: [String] = [],
        _ mimeTypes: [String] = [],
        description: String
    ) -> TypeDeclaration {
        TypeDeclaration(
            identifier: identifier,
            conformsTo: conformsTo,
            filenameExtensions: filenameExtensions,
            mimeTypes: mimeTypes + (desktopMIMETypes[identifier] ?? []),
            description: description,
            origin: .system
        )
    }
}
