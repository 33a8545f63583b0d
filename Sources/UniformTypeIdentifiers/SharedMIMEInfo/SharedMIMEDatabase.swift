// SPDX-License-Identifier: Apache-2.0
import Foundation
import Synchronization

/// The desktop's MIME database (freedesktop.org shared-mime-info), read the way GIO reads
/// it, so that Ferry and GTK applications agree on the type of a file.
///
/// Load it once with ``load(directories:)`` (usually with ``systemDirectories(environment:)``);
/// the value is immutable and may be shared between threads. Per directory it reads the
/// binary `mime.cache` when present — into memory, validated once, then searched in
/// place with the same binary searches and suffix-tree walk as GIO's `xdgmimecache.c` —
/// and otherwise compiles the XML packages in `<dir>/packages/*.xml` into the same
/// in-memory form, as if `update-mime-database` had run there.
///
/// Directories are consulted in the order given, as GIO consults them: the first one
/// that has an alias or a literal file name wins, suffix and glob matches from all of them
/// are ranked together by weight, and the highest-priority magic rule wins with ties going
/// to the earlier directory. `<glob-deleteall/>` and `<magic-deleteall/>` in a directory
/// hide the globs or magic of that type in later directories (GIO ignores these).
///
/// Lookups that read extra files — ``comment(for:language:)`` and
/// ``declaredGlobs(of:)``, which read `<dir>/<media>/<subtype>.xml` — cache what they
/// read, behind a lock.
///
/// Where this reader follows the specification rather than GIO 2.74 (none of these cases
/// occurs in Debian's database, where the two agree on every glob, description and
/// subclass relation):
/// - `host16`/`host32` magic values are compared in host byte order (GIO's cache reader
///   ignores the word size and compares them big-endian);
/// - `<glob-deleteall/>` and `<magic-deleteall/>` are honoured across directories;
/// - a directory with XML packages but no `mime.cache` is read (GIO skips it as soon as
///   any other directory has a cache, and otherwise reads `globs2` and `magic`);
/// - a suffix pattern ending in a non-ASCII character can match (GIO compares single
///   bytes with the tree's code points, so it never does);
/// - the `__NOGLOBS__` marker is not taken for a file name.
public struct SharedMIMEDatabase: Sendable {
    /// The loaded state; shared by copies of the database.
    final class Storage: Sendable {
        let sources: [MIMESource]
        let allTypes: [String]
        let maxMagicExtent: Int
        let lazy = Mutex(LazyState())

        init(sources: [MIMESource], allTypes: [String], maxMagicExtent: Int) {
            self.sources = sources
            self.allTypes = allTypes
            self.maxMagicExtent = maxMagicExtent
        }
    }

    /// Indexes and file contents computed on first use.
    struct LazyState: Sendable {
        var aliasesByType: [String: [String]]?
        var globsByType: [String: [MIMEGlob]]?
        var details: [String: MIMETypeDetails] = [:]
        var packageDetails: [Int: [String: MIMETypeDetails]] = [:]
    }

    let storage: Storage

    /// Every MIME type the database declares, by canonical name (aliases are not listed),
    /// in byte order.
    public var allTypes: [String] { storage.allTypes }

    /// How many leading bytes of a file the magic rules can look at; read this many bytes
    /// (or the whole file, if shorter) before calling ``sniff(_:)-([UInt8])`` or
    /// ``guessContentType(fileName:data:)``.
    public var maxMagicExtent: Int { storage.maxMagicExtent }

    /// The `mime` directories that contributed to the database, highest priority first.
    public var directories: [URL] { storage.sources.map { URL(fileURLWithPath: $0.directory, isDirectory: true) } }

    // MARK: Loading

    /// The MIME directories of the XDG Base Directory specification, highest priority
    /// first: `$XDG_DATA_HOME/mime` (default `$HOME/.local/share/mime`), then
    /// `<dir>/mime` for each entry of `$XDG_DATA_DIRS` (default
    /// `/usr/local/share:/usr/share`). Empty entries and repeats are dropped.
    public static func systemDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var roots: [String] = []
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
            roots.append(dataHome)
        } else if let home = environment["HOME"], !home.isEmpty {
            roots.append(home + "/.local/share")
        }
        let dataDirectories = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        roots += dataDirectories.split(separator: ":").map(String.init)
        var seen = Set<String>()
        var result: [URL] = []
        for root in roots {
            var path = root
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            path += "/mime"
            if seen.insert(path).inserted { result.append(URL(fileURLWithPath: path, isDirectory: true)) }
        }
        return result
    }

    /// Loads the database from `directories`, highest priority first. Directories with
    /// neither a `mime.cache` nor XML packages are skipped.
    ///
    /// - Throws: ``SharedMIMEDatabaseError`` for an unreadable file, a cache with an
    ///   unknown version, a truncated or corrupt cache (with the byte offset), or XML that
    ///   is malformed or breaks the schema (with line and column).
    public static func load(directories: [URL] = systemDirectories()) throws(SharedMIMEDatabaseError) -> SharedMIMEDatabase {
        var sources: [MIMESource] = []
        for directory in directories {
            var path = directory.path
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            let cachePath = path + "/mime.cache"
            if let bytes = try MIMEFileReader.readIfPresent(cachePath) {
                sources.append(MIMESource(directory: path, cache: try MIMECache(bytes: bytes, file: cachePath), packageDetails: nil))
            } else if let contents = try MIMEPackageParser.parsePackagesDirectory(path + "/packages") {
                let bytes = MIMECacheBuilder.build(contents)
                let cache = try MIMECache(bytes: bytes, file: path + "/packages")
                sources.append(MIMESource(directory: path, cache: cache, packageDetails: contents.details))
            }
        }
        return try SharedMIMEDatabase(sources: sources)
    }

    /// Loads a database from the bytes of one `mime.cache` file (for tests, tools and
    /// fuzzing). `file` only names the bytes in errors.
    static func load(cacheBytes: [UInt8], file: String = "mime.cache") throws(SharedMIMEDatabaseError) -> SharedMIMEDatabase {
        try SharedMIMEDatabase(sources: [MIMESource(directory: "", cache: try MIMECache(bytes: cacheBytes, file: file), packageDetails: nil)])
    }

    init(sources: [MIMESource]) throws(SharedMIMEDatabaseError) {
        var sources = sources
        var globsDeleted = Set<String>()
        var magicDeleted = Set<String>()
        for index in sources.indices {
            sources[index].globsDeletedAbove = globsDeleted
            sources[index].magicDeletedAbove = magicDeleted
            globsDeleted.formUnion(sources[index].cache.globDeleteAllTypes)
            magicDeleted.formUnion(sources[index].cache.magicDeleteAllTypes)
        }
        // The type list of each directory: the cache's own when usable, else the `types`
        // file beside it, else every name in the cache's tables.
        var lists: [[String]] = []
        for source in sources {
            if source.cache.typeListOffset == nil, !source.directory.isEmpty,
               let file = try MIMEFileReader.readIfPresent(source.directory + "/types") {
                lists.append(file.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) })
            } else {
                lists.append(source.cache.typeNames())
            }
        }
        var names: [String]
        if lists.count == 1 {
            names = lists[0]
        } else {
            var seen = Set<String>()
            names = lists.joined().filter { seen.insert($0).inserted }
        }
        if !zip(names, names.dropFirst()).allSatisfy({ MIMECacheBuilder.byteOrder($0, $1) }) {
            names = Array(Set(names)).sorted(by: MIMECacheBuilder.byteOrder)
        }
        // Leave out names that some directory lists as an alias: both lists are sorted, so
        // one merge-like pass per directory finds them.
        var isAlias = [Bool](repeating: false, count: names.count)
        for source in sources {
            let cache = source.cache
            let aliasCount = cache.card32(cache.aliasListOffset)
            var aliasIndex = 0
            for nameIndex in names.indices where aliasIndex < aliasCount {
                var name = names[nameIndex]
                name.withUTF8 { key in
                    while aliasIndex < aliasCount {
                        let comparison = cache.compareString(at: cache.card32(cache.aliasListOffset + 4 + 8 * aliasIndex), with: key)
                        if comparison < 0 { aliasIndex += 1; continue }
                        if comparison == 0 { isAlias[nameIndex] = true }
                        break
                    }
                }
            }
        }
        storage = Storage(
            sources: sources,
            allTypes: names.indices.filter { !isAlias[$0] }.map { names[$0] },
            maxMagicExtent: sources.map(\.cache.maxMagicExtent).max() ?? 0)
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// Whether `type` is in ``allTypes`` (binary search in byte order).
    func isDeclared(_ type: String) -> Bool {
        var key = type
        guard let low = key.withUTF8({ declaredIndex(ofBytes: $0) }) else { return false }
        return storage.allTypes[low] == type
    }

    /// Whether ``allTypes`` holds a name spelt exactly `key`, byte for byte. Such a name
    /// is no directory's alias (those were left out of ``allTypes``).
    func isDeclared(bytes key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let low = declaredIndex(ofBytes: key) else { return false }
        var candidate = storage.allTypes[low]
        return candidate.withUTF8 { $0.elementsEqual(key) }
    }

    /// The index in ``allTypes`` of the first name not sorting before `key`, or `nil` if
    /// every name does.
    private func declaredIndex(ofBytes key: UnsafeBufferPointer<UInt8>) -> Int? {
        storage.allTypes.withUnsafeBufferPointer { types in
            var low = 0, high = types.count
            while low < high {
                let middle = (low + high) / 2
                if Self.bytewisePrecedes(types[middle], key) { low = middle + 1 } else { high = middle }
            }
            return low < types.count ? low : nil
        }
    }

    /// Whether `text` sorts before `key` byte by byte (``MIMECacheBuilder/byteOrder(_:_:)``
    /// with the key's bytes borrowed once).
    @inline(__always)
    private static func bytewisePrecedes(_ text: String, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let shared = min(bytes.count, key.count)
            if shared > 0, let base = bytes.baseAddress, let keyBase = key.baseAddress {
                let comparison = memcmp(base, keyBase, shared)
                if comparison != 0 { return comparison < 0 }
            }
            return bytes.count < key.count
        }
        return fast ?? text.utf8.lexicographicallyPrecedes(key)
    }
}
