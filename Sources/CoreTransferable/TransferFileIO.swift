// SPDX-License-Identifier: Apache-2.0
import Foundation

/// File operations for transfers, streamed and crash-safe: data goes to a temporary
/// name in the destination's folder and is renamed (or linked) into place only when
/// complete, so a failure never leaves a half-written destination; copies use the
/// kernel's `copy_file_range` and never hold a whole file in memory. Whether a write is
/// also flushed to disk is its ``Durability``: ``Durability/atomic`` (not flushed, as on
/// Apple platforms) unless the caller asks for ``Durability/flushed``.
public enum TransferFileIO {
    /// Bytes copied between cancellation checks and progress updates.
    static let chunkSize = 8 << 20

    /// What to do when the destination already exists.
    public enum ExistingDestination: Sendable {
        /// Replace it atomically (the old file stays whole until the new one is complete).
        case replace
        /// Fail with `EEXIST`; the existing file is never touched.
        case fail
    }

    /// Copies `source` to `destination`, streamed, reporting each chunk to `progress`
    /// (bytes copied so far) and honouring task cancellation between chunks.
    ///
    /// - Parameter durability: Whether the copy is flushed to disk before it takes its
    ///   name (``Durability/flushed``) or only appears whole (``Durability/atomic``, the
    ///   default, as Apple's copies do).
    public static func copyFile(from source: URL, to destination: URL, existing: ExistingDestination = .fail,
                                durability: Durability = .atomic, progress: (@Sendable (Int64) -> Void)? = nil) throws {
        switch existing {
        case .replace: _ = try copyFile(from: source, destinations: .replace(destination), durability: durability, progress: progress)
        case .fail: _ = try copyFile(from: source, destinations: .firstFree([destination]), durability: durability, progress: progress)
        }
    }

    private static func copyFile(from source: URL, destinations: Destinations, durability: Durability,
                                 progress: (@Sendable (Int64) -> Void)?) throws -> URL {
        // Opened with O_NONBLOCK so that a FIFO cannot hang the open; then only a regular
        // file, or a FIFO whose writer sends something in time, is copied: a folder has no
        // bytes and a device such as /dev/zero would be copied until the disk is full.
        let input = open(source.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard input >= 0 else {
            throw errno == ENOENT ? TransferError.fileMissing(path: source.path) : TransferError.io(operation: "open", path: source.path, errno: errno)
        }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw TransferError.io(operation: "fstat", path: source.path, errno: errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFIFO:
            try waitForFirstBytes(input, path: source.path)
        case let kind:
            throw TransferError.io(operation: "copy (not a regular file)", path: source.path, errno: kind == S_IFDIR ? EISDIR : EINVAL)
        }
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) & ~O_NONBLOCK)
        return try writeAtomically(to: destinations, durability: durability) { output, temporaryPath in
            var copied: Int64 = 0
            var useCopyRange = true
            var buffer: [UInt8] = []
            var writeBehind = durability == .flushed ? WriteBehind(descriptor: output) : nil
            while true {
                try checkCancellation()
                var count: Int
                if useCopyRange, let copyFileRange = KernelCopy.copyFileRange {
                    count = copyFileRange(input, nil, output, nil, chunkSize, 0)
                    if count < 0, [EXDEV, ENOSYS, EINVAL, EOPNOTSUPP].contains(errno) {
                        useCopyRange = false
                        continue
                    }
                } else {
                    if buffer.isEmpty { buffer = [UInt8](repeating: 0, count: 1 << 20) }
                    count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
                    if count > 0 {
                        try buffer.withUnsafeBytes { try writeAll(output, $0.baseAddress!, count, path: temporaryPath) }
                    }
                }
                if count < 0 {
                    if errno == EINTR { continue }
                    throw TransferError.io(operation: "copy", path: source.path, errno: errno)
                }
                if count == 0 { break }
                writeBehind?.written(from: copied, count: Int64(count))
                copied += Int64(count)
                progress?(copied)
            }
        }
    }

    /// Starts writing a flushed copy to disk while it is being made, so the final
    /// `fsync` has little left to do instead of flushing the whole file at once (and
    /// the kernel does not throttle the copy for its dirty pages). After each chunk it
    /// asks for that chunk to be written and waits for the one before: at most about two
    /// chunks are ever dirty. Advisory only: `fsync` still makes the copy durable, and
    /// without `sync_file_range` nothing changes.
    struct WriteBehind {
        let descriptor: Int32
        /// The chunk whose writing was started last, waited for after the next one.
        private var pending: (offset: Int64, count: Int64)?

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        mutating func written(from offset: Int64, count: Int64) {
            guard let syncFileRange = KernelCopy.syncFileRange else { return }
            _ = syncFileRange(descriptor, offset, count, KernelCopy.syncFileRangeWrite)
            if let pending {
                _ = syncFileRange(descriptor, pending.offset, pending.count,
                                  KernelCopy.syncFileRangeWaitBefore | KernelCopy.syncFileRangeWrite | KernelCopy.syncFileRangeWaitAfter)
            }
            pending = (offset, count)
        }
    }

    /// How long a copy from a FIFO waits for its writer's first bytes, in milliseconds.
    static let fifoFirstBytesTimeout: Int32 = 10_000

    /// Waits (at most ``fifoFirstBytesTimeout``) until the FIFO open at `descriptor` has
    /// bytes to read or its writer has gone: a FIFO that nobody feeds fails with
    /// `ETIMEDOUT` instead of hanging the copy.
    private static func waitForFirstBytes(_ descriptor: Int32, path: String) throws {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, fifoFirstBytesTimeout)
            if ready > 0 { return }
            if ready == 0 { throw TransferError.io(operation: "wait for the FIFO's first bytes", path: path, errno: ETIMEDOUT) }
            guard errno == EINTR else { throw TransferError.io(operation: "poll", path: path, errno: errno) }
        }
    }

    /// Copies `source` into `folder` under `preferredName` (sanitised), or, when that
    /// name is taken, under `name_UUID.ext`. Never overwrites anything: the final name is
    /// claimed with `link(2)`, which fails rather than replace, and the bytes are copied
    /// once whichever name is claimed.
    ///
    /// - Parameter durability: See ``copyFile(from:to:existing:durability:progress:)``;
    ///   ``Durability/atomic`` by default.
    /// - Returns: Where the copy is.
    public static func copyIntoFolder(_ source: URL, folder: URL, preferredName: String, durability: Durability = .atomic,
                                      progress: (@Sendable (Int64) -> Void)? = nil) throws -> URL {
        let candidates = candidateNames(for: sanitizedFileName(preferredName)).map(folder.appendingPathComponent)
        return try copyFile(from: source, destinations: .firstFree(candidates), durability: durability, progress: progress)
    }

    /// Creates a new file in `folder`, filled by `body` through the descriptor it is
    /// given, under the first of `names` that is free: whole or not at all, never
    /// replacing a file (the name is claimed with `link(2)`). If `body` throws, nothing is
    /// left behind and the error is rethrown.
    ///
    /// - Parameter durability: See ``copyFile(from:to:existing:durability:progress:)``;
    ///   ``Durability/atomic`` by default.
    /// - Returns: Where the file is.
    public static func createFile(in folder: URL, names: [String], durability: Durability = .atomic,
                                  _ body: (_ descriptor: Int32) throws -> Void) throws -> URL {
        precondition(!names.isEmpty, "createFile needs at least one name")
        return try writeAtomically(to: .firstFree(names.map(folder.appendingPathComponent)), durability: durability) { output, _ in
            try body(output)
        }
    }

    /// `name`, then two `name_UUID.ext` alternatives for when it is taken.
    public static func candidateNames(for name: String) -> [String] {
        let ext = (name as NSString).pathExtension
        let stem = (name as NSString).deletingPathExtension
        let unique = { "\(stem)_\(UUID().uuidString)" + (ext.isEmpty ? "" : ".\(ext)") }
        return [name, unique(), unique()]
    }

    /// Writes `data` to `url` through a temporary file.
    ///
    /// - Parameter durability: See ``copyFile(from:to:existing:durability:progress:)``;
    ///   ``Durability/atomic`` by default.
    public static func write(_ data: Data, to url: URL, existing: ExistingDestination = .replace, durability: Durability = .atomic) throws {
        let destinations: Destinations = existing == .replace ? .replace(url) : .firstFree([url])
        _ = try writeAtomically(to: destinations, durability: durability) { output, temporaryPath in
            var writeBehind = durability == .flushed ? WriteBehind(descriptor: output) : nil
            try data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                var offset = 0
                while offset < bytes.count {
                    try checkCancellation()
                    let length = min(chunkSize, bytes.count - offset)
                    try writeAll(output, base + offset, length, path: temporaryPath)
                    writeBehind?.written(from: Int64(offset), count: Int64(length))
                    offset += length
                }
            }
        }
    }

    /// Writes the file at `url` through a temporary file that `body` fills, in as many
    /// pieces as it likes, through the function it is given: a file of any size is
    /// written without being held in memory, and appears whole or not at all. If `body`
    /// throws (or the task is cancelled, which is checked every few megabytes), nothing is
    /// left behind, `url` is untouched and the error is rethrown.
    ///
    /// - Parameter durability: See ``copyFile(from:to:existing:durability:progress:)``;
    ///   ``Durability/atomic`` by default.
    public static func write(to url: URL, existing: ExistingDestination = .replace, durability: Durability = .atomic,
                             _ body: (_ write: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        let destinations: Destinations = existing == .replace ? .replace(url) : .firstFree([url])
        _ = try writeAtomically(to: destinations, durability: durability) { output, temporaryPath in
            var writeBehind = durability == .flushed ? WriteBehind(descriptor: output) : nil
            var written: Int64 = 0, checked: Int64 = 0
            try body { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
                try writeAll(output, base, bytes.count, path: temporaryPath)
                written += Int64(bytes.count)
                // Every few megabytes: a cancellation check, and (when flushed) the
                // write-behind of what came since the last one.
                if written - checked >= chunkSize {
                    try checkCancellation()
                    writeBehind?.written(from: checked, count: written - checked)
                    checked = written
                }
            }
        }
    }

    /// Reads a whole file into memory, streamed in chunks (for receivers that asked for
    /// bytes explicitly).
    public static func read(_ url: URL) throws -> Data {
        let input = open(url.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else {
            throw errno == ENOENT ? TransferError.fileMissing(path: url.path) : TransferError.io(operation: "open", path: url.path, errno: errno)
        }
        defer { close(input) }
        var result = Data()
        var status = stat()
        if fstat(input, &status) == 0, status.st_size > 0 { result.reserveCapacity(Int(status.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            try checkCancellation()
            let count = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw TransferError.io(operation: "read", path: url.path, errno: errno)
            }
            if count == 0 { return result }
            result.append(contentsOf: buffer[0..<count])
        }
    }

    /// A new, empty, private folder for files in transit; the caller removes it.
    public static func makeTemporaryFolder() throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ferry-transfer-\(UUID().uuidString)")
        guard mkdir(base.path, 0o700) == 0 else {
            throw TransferError.io(operation: "mkdir", path: base.path, errno: errno)
        }
        return base
    }

    /// A file name safe to create in a folder: path separators, NULs and control
    /// characters replaced, leading dots and `..` removed, at most 200 UTF-8 bytes
    /// (keeping the extension), and never empty.
    public static func sanitizedFileName(_ name: String, fallback: String = "file") -> String {
        var cleaned = String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            scalar == "/" || scalar == "\\" || scalar.value == 0 || scalar.properties.generalCategory == .control ? "_" : scalar
        }))
        while cleaned.hasPrefix(".") { cleaned.removeFirst() }
        cleaned = cleaned.trimmingCharacters(in: .whitespaces)
        if cleaned.isEmpty { cleaned = fallback }
        if cleaned.utf8.count > 200 {
            let ext = (cleaned as NSString).pathExtension
            let keep = ext.isEmpty || ext.utf8.count > 20 ? "" : "." + ext
            var stem = String(cleaned.dropLast(keep.count))
            while stem.utf8.count + keep.utf8.count > 200 { stem.removeLast() }
            cleaned = stem + keep
        }
        return cleaned
    }

    // MARK: Internals

    /// The kernel's in-kernel copy. Glibc declares `copy_file_range` only under
    /// `_GNU_SOURCE`, which Swift's Glibc module does not set, so it is looked up once at
    /// run time; without it, copies fall back to read and write.
    enum KernelCopy {
        typealias Function = @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32) -> Int
        static let copyFileRange: Function? = dlsym(nil, "copy_file_range").map { unsafeBitCast($0, to: Function.self) }

        /// `sync_file_range(fd, offset, count, flags)`, also `_GNU_SOURCE`-only.
        typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
        static let syncFileRange: SyncFileRange? = dlsym(nil, "sync_file_range").map { unsafeBitCast($0, to: SyncFileRange.self) }
        static let syncFileRangeWaitBefore: UInt32 = 1
        static let syncFileRangeWrite: UInt32 = 2
        static let syncFileRangeWaitAfter: UInt32 = 4
    }

    @inlinable
    static func checkCancellation() throws {
        if Task.isCancelled { throw CancellationError() }
    }

    /// Writes all of `data` to `descriptor` (the file at `path`, for errors).
    static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            try writeAll(descriptor, base, bytes.count, path: path)
        }
    }

    private static func writeAll(_ descriptor: Int32, _ base: UnsafeRawPointer, _ count: Int, path: String) throws {
        var offset = 0
        while offset < count {
            let written = Glibc.write(descriptor, base + offset, count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw TransferError.io(operation: "write", path: path, errno: errno)
            }
            offset += written
        }
    }

    /// Where a finished temporary file goes.
    enum Destinations {
        /// Over this URL, atomically replacing what is there.
        case replace(URL)
        /// To the first of these URLs that is free; all in the same folder.
        case firstFree([URL])

        var folder: URL {
            switch self {
            case .replace(let url): url.deletingLastPathComponent()
            case .firstFree(let urls): urls[0].deletingLastPathComponent()
            }
        }
    }

    /// Creates a temporary file in the destination's folder, lets `body` fill it, flushes
    /// it when `durability` says so, then gives it its name (and flushes the folder). On
    /// any failure the temporary file is removed and every destination is untouched.
    private static func writeAtomically(to destinations: Destinations, durability: Durability,
                                        _ body: (_ descriptor: Int32, _ temporaryPath: String) throws -> Void) throws -> URL {
        let folder = destinations.folder
        let temporaryPath = folder.path + "/.ferry-\(UUID().uuidString).partial"
        let output = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw TransferError.io(operation: "create", path: temporaryPath, errno: errno) }
        defer { unlink(temporaryPath) }
        do {
            try body(output, temporaryPath)
            if durability == .flushed { try flush(output, path: temporaryPath) }
        } catch {
            close(output)
            throw error
        }
        close(output)
        let named: URL
        switch destinations {
        case .replace(let url):
            guard rename(temporaryPath, url.path) == 0 else { throw TransferError.io(operation: "rename", path: url.path, errno: errno) }
            named = url
        case .firstFree(let candidates):
            // link(2) refuses to replace an existing name, so a race can never overwrite.
            var claimed: URL?
            for url in candidates {
                if link(temporaryPath, url.path) == 0 {
                    claimed = url
                    break
                }
                guard errno == EEXIST else { throw TransferError.io(operation: "link", path: url.path, errno: errno) }
            }
            guard let claimed else { throw TransferError.io(operation: "link", path: candidates.last!.path, errno: EEXIST) }
            named = claimed
        }
        if durability == .flushed {
            // The file is whole under its name; flushing the folder makes the name itself
            // survive a power cut. If that fails, a new name is taken back (nothing is left
            // behind); a replaced file cannot be, so the error says the folder's flush
            // failed while the destination already holds the whole new file.
            do {
                try flushFolder(folder)
            } catch {
                if case .firstFree = destinations { unlink(named.path) }
                throw error
            }
        }
        return named
    }

    /// `fsync(2)` of `folder`, so the names made in it survive a power cut.
    private static func flushFolder(_ folder: URL) throws {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TransferError.io(operation: "open", path: folder.path, errno: errno) }
        defer { close(descriptor) }
        try flush(descriptor, path: folder.path)
    }

    /// `fsync(2)` of `descriptor` (the file or folder at `path`), recorded in
    /// ``flushLog``.
    private static func flush(_ descriptor: Int32, path: String) throws {
        while fsync(descriptor) != 0 {
            guard errno == EINTR else { throw TransferError.io(operation: "fsync", path: path, errno: errno) }
        }
        flushLog.record(URL(fileURLWithPath: path).standardizedFileURL.path)
    }
}
