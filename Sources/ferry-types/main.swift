// SPDX-License-Identifier: Apache-2.0
// ferry-types: what Ferry's type registry says about a file, a file name, a MIME type, an
// extension or a type identifier. A way to see UniformTypeIdentifiers work without a
// display.
import FerryVersion
import Foundation
import UniformTypeIdentifiers

let usage = """
usage: ferry-types <file | file name | identifier>...
       ferry-types --mime <type>...        types for MIME types
       ferry-types --extension <ext>...    types for filename extensions
       ferry-types --identifier <uti>...   types by identifier
       ferry-types --list-system           Apple's system constants
       ferry-types --mime-package <Info.plist>
                                           the app's declarations as shared-mime-info XML
       ferry-types --version               Ferry's release

An argument naming an existing file is typed from its name and, when the name says
nothing certain, its contents. Otherwise a known identifier (public.png) is looked up,
and anything else is treated as a file name (photo.JPG).
"""

func describe(_ type: UTType, as query: String) {
    let kind = type.isDynamic ? "dynamic" : type.isDeclared ? "declared" : "undeclared"
    let parents = type.supertypes.map(\.identifier).sorted()
    print(type.identifier)
    if query != type.identifier { print("  query:        \(query)") }
    print("  kind:         \(kind)\(type.isPublic ? ", public" : "")")
    if let text = type.localizedDescription { print("  description:  \(text)") }
    print("  conforms to:  \(parents.isEmpty ? "-" : parents.joined(separator: ", "))")
    print("  extensions:   \(type.tags[.filenameExtension]?.joined(separator: " ") ?? "-")")
    print("  MIME types:   \(type.tags[.mimeType]?.joined(separator: " ") ?? "-")")
    print("  preferred:    extension \(type.preferredFilenameExtension ?? "-"), MIME \(type.preferredMIMEType ?? "-")")
    if let url = type.referenceURL { print("  reference:    \(url.absoluteString)") }
    if let version = type.version { print("  version:      \(version)") }
}

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("ferry-types: \(message)\n".utf8))
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let first = arguments.first else { fail(usage, code: 2) }
var failures = 0
@MainActor func report(_ type: UTType?, _ query: String, _ what: String) {
    if let type {
        describe(type, as: query)
    } else {
        FileHandle.standardError.write(Data("ferry-types: \"\(query)\" is not a valid \(what)\n".utf8))
        failures += 1
    }
}

switch first {
case "-h", "--help":
    print(usage)
case "--version":
    print("ferry-types \(Ferry.version)")
case "--mime":
    for value in arguments.dropFirst() { report(UTType(mimeType: value), value, "MIME type") }
case "--extension":
    for value in arguments.dropFirst() { report(UTType(filenameExtension: value), value, "filename extension") }
case "--identifier":
    for value in arguments.dropFirst() { report(UTType(value), value, "known type identifier") }
case "--list-system":
    for (name, type) in UTType.systemConstants {
        print("\(name)\t\(type.identifier)\t\(type.preferredFilenameExtension ?? "-")\t\(type.preferredMIMEType ?? "-")")
    }
case "--mime-package":
    guard arguments.count == 2 else { fail(usage, code: 2) }
    do {
        let declarations = try AppTypeDeclarations.load(contentsOf: URL(fileURLWithPath: arguments[1]))
        print(SharedMIMEInfoPackage.xml(for: declarations), terminator: "")
    } catch {
        fail(error.description)
    }
default:
    for (index, value) in arguments.enumerated() {
        if index > 0 { print() }
        if FileManager.default.fileExists(atPath: value) {
            do {
                describe(try UTType(contentsOf: URL(fileURLWithPath: value)), as: value)
            } catch {
                fail(error.description)
            }
        } else if let type = UTType(value) {
            describe(type, as: value)
        } else {
            report(UTType(fileName: value), value, "file name or type identifier")
        }
    }
}
exit(failures == 0 ? 0 : 1)
