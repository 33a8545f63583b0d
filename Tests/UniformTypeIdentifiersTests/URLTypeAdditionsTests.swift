// SPDX-License-Identifier: Apache-2.0
import Foundation
import Testing
import UniformTypeIdentifiers

/// The methods UniformTypeIdentifiers adds to Foundation's `URL`, with Apple's rule: a
/// name keeps an extension that is valid for the type, otherwise gets the type's
/// preferred one.
@Suite struct URLTypeAdditionsTests {
    let folder = URL(fileURLWithPath: "/tmp/downloads", isDirectory: true)

    @Test func appendingPathComponentAddsThePreferredExtensionOnlyWhenNeeded() {
        #expect(folder.appendingPathComponent("puppy", conformingTo: .jpeg).path == "/tmp/downloads/puppy.jpeg")
        // An extension the type carries, in any case, is kept.
        #expect(folder.appendingPathComponent("puppy.jpg", conformingTo: .jpeg).lastPathComponent == "puppy.jpg")
        #expect(folder.appendingPathComponent("puppy.JPG", conformingTo: .jpeg).lastPathComponent == "puppy.JPG")
        // An extension of a subtype is valid for the supertype.
        #expect(folder.appendingPathComponent("puppy.png", conformingTo: .image).lastPathComponent == "puppy.png")
        // An extension of an unrelated type is not.
        #expect(folder.appendingPathComponent("notes.txt", conformingTo: .png).lastPathComponent == "notes.txt.png")
        // A type without a filename extension adds none.
        #expect(folder.appendingPathComponent("blob", conformingTo: .data).lastPathComponent == "blob")
        // A dynamic type's own extension is valid for it.
        let dynamic = UTType(filenameExtension: "ferry-unknown-ext")!
        #expect(folder.appendingPathComponent("x.ferry-unknown-ext", conformingTo: dynamic).lastPathComponent == "x.ferry-unknown-ext")
        #expect(folder.appendingPathComponent("x", conformingTo: dynamic).lastPathComponent == "x.ferry-unknown-ext")
    }

    @Test func directoriesBecomeDirectoryURLs() {
        let bundle = folder.appendingPathComponent("Tool", conformingTo: .applicationBundle)
        #expect(bundle.lastPathComponent == "Tool.app")
        #expect(bundle.hasDirectoryPath)
        #expect(!folder.appendingPathComponent("puppy", conformingTo: .jpeg).hasDirectoryPath)
    }

    @Test func appendPathComponentMutatesInPlace() {
        var url = folder
        url.appendPathComponent("report", conformingTo: .pdf)
        #expect(url.path == "/tmp/downloads/report.pdf")
        url.appendPathComponent("ignored.pdf", conformingTo: .pdf)
        #expect(url.path == "/tmp/downloads/report.pdf/ignored.pdf")
    }

    @Test func appendingPathExtensionUsesTheLastComponent() {
        let plain = folder.appendingPathComponent("song")
        #expect(plain.appendingPathExtension(for: .mp3).lastPathComponent == "song.mp3")
        let already = folder.appendingPathComponent("song.mp3")
        #expect(already.appendingPathExtension(for: .mp3) == already)
        #expect(already.appendingPathExtension(for: .audio) == already)
        #expect(already.appendingPathExtension(for: .png).lastPathComponent == "song.mp3.png")
        #expect(plain.appendingPathExtension(for: .data) == plain)
        var url = plain
        url.appendPathExtension(for: .commaSeparatedText)
        #expect(url.lastPathComponent == "song.csv")
        url.appendPathExtension(for: .commaSeparatedText)
        #expect(url.lastPathComponent == "song.csv")
    }
}
