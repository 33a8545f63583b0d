import Foundation
import MacModels
import UniformTypeIdentifiers

// Exits non-zero if the Mac-style code behaves differently from what it does on a Mac.
var failures: [String] = []
func check(_ condition: Bool, _ what: String) { if !condition { failures.append(what) } }

check(FileKind.describe(URL(fileURLWithPath: "/tmp/a.png")) == "image (image/png)", "png is an image")
check(FileKind.describe(URL(fileURLWithPath: "/tmp/a.mp4")) == "movie", "mp4 is a movie")
check(FileKind.describe(URL(fileURLWithPath: "/tmp/a.csv")) == "text", "csv is text")
check(UTType.shapeTransfer.identifier == "com.example.shape-transfer", "exported identifier kept")
check(UTType.profile.conforms(to: .json), "profile conforms to JSON")
check(FileKind.mimeTypes(for: FileKind.pasteboardTypes).first == "text/plain;charset=utf-8", "UTF-8 text MIME")
check(FileKind.allTypes(forExtension: "jpg").first == .jpeg, "jpg is JPEG")
if failures.isEmpty {
    print("mac-models-check: Swift 5 client compiled and behaves as on a Mac")
} else {
    print("mac-models-check: FAILED: \(failures.joined(separator: "; "))")
    exit(1)
}
