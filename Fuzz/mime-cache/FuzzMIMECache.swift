// SPDX-License-Identifier: Apache-2.0
// libFuzzer entry point for the mime.cache reader. Compiled together with the sources of
// Sources/UniformTypeIdentifiers/SharedMIMEInfo by run.sh (one module, so internal API
// is visible). Any input either fails validation with a typed error or yields a database
// on which every lookup must run without trapping or reading out of bounds.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMIMECache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let database = try? SharedMIMEDatabase.load(cacheBytes: bytes, file: "fuzz") else { return 0 }
    // Names: fixed ones plus one taken from the input's tail.
    let tail = String(decoding: bytes.suffix(12), as: UTF8.self)
    for name in ["x.png", "Makefile", "README", "a.tar.gz", "x.C", "lib.so.1", "FerryFile", "x", tail, "ab" + tail] {
        _ = database.mimeTypes(forFileName: name)
    }
    _ = database.sniff(bytes)
    _ = database.sniff(Array(bytes.prefix(64).reversed()))
    _ = database.guessContentType(fileName: "x.ferry", data: Array(bytes.prefix(256)))
    _ = database.guessContentType(fileName: nil, data: [])
    for type in database.allTypes.prefix(16) + ["image/png", tail] {
        _ = database.canonicalName(for: type)
        _ = database.aliases(of: type)
        _ = database.directParents(of: type)
        _ = database.isSubclass(type, of: "text/plain")
        _ = database.globs(of: type)
    }
    _ = database.allGlobs()
    return 0
}
