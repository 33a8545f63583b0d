// SPDX-License-Identifier: Apache-2.0
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How much a diagnostic matters, from least to most.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable {
    /// Detail for whoever debugs the library; hidden unless asked for.
    case debug
    /// Something worth knowing that needs no action; hidden unless asked for.
    case info
    /// A normal but significant event.
    case notice
    /// Something went wrong and the library carried on without it (a file left out, a
    /// type undeclared); the app's author should act.
    case warning
    /// A failure the library could not work around.
    case critical

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The `GLogLevelFlags` value GLib files this level under.
    public var glibFlags: Int32 {
        switch self {
        case .debug: 1 << 7
        case .info: 1 << 6
        case .notice: 1 << 5
        case .warning: 1 << 4
        case .critical: 1 << 3
        }
    }

    /// The level's name as GLib prints it (`WARNING`, `DEBUG`, …).
    public var name: String {
        switch self {
        case .debug: "DEBUG"
        case .info: "INFO"
        case .notice: "Message"
        case .warning: "WARNING"
        case .critical: "CRITICAL"
        }
    }
}

/// One diagnostic: which library said it, how much it matters, and what it says.
public struct LogRecord: Sendable, Equatable {
    /// The library that logged it (GLib's log domain), such as `UniformTypeIdentifiers`.
    public var domain: String
    /// How much it matters.
    public var level: LogLevel
    /// The text, one sentence or more, without a trailing newline.
    public var message: String

    /// A record of `message` at `level` from `domain`.
    public init(domain: String, level: LogLevel, message: String) {
        self.domain = domain
        self.level = level
        self.message = message
    }
}

/// Where a ``Logger``'s records go.
public protocol LogSink: Sendable {
    /// Delivers one record.
    func write(_ record: LogRecord)
}

/// GLib's structured log, and through it the systemd journal: each record goes to
/// `g_log_structured_array` with its domain (`GLIB_DOMAIN`), priority and message, and
/// GLib's writer decides (the journal when standard error is connected to it, standard
/// error otherwise; `debug` and `info` only for domains listed in `G_MESSAGES_DEBUG`).
///
/// GLib is found at run time, so nothing that logs needs GLib to build; a process without
/// GLib gets ``StandardErrorLogSink``'s output instead. Never standard output.
public struct GLibLogSink: LogSink {
    /// The sink.
    public init() {}

    public func write(_ record: LogRecord) {
        if !GLibStructuredLog.write(record) {
            StandardErrorLogSink().write(record)
        }
    }
}

/// GLib's `g_log_structured_array`, looked up at run time so that nothing needs GLib's
/// headers to build.
enum GLibStructuredLog {
    /// `void g_log_structured_array(GLogLevelFlags, const GLogField *, gsize)`.
    private typealias LogStructuredArray = @convention(c) (Int32, UnsafeRawPointer, Int) -> Void

    /// The function, from the GLib already in the process (a GTK app's) or loaded now;
    /// nil without GLib. Looked up once (a global's initialiser runs once, thread-safely).
    private static let logStructuredArray: LogStructuredArray? = {
        guard let glib = dlopen("libglib-2.0.so.0", RTLD_LAZY | RTLD_NOLOAD) ?? dlopen("libglib-2.0.so.0", RTLD_LAZY),
              let symbol = dlsym(glib, "g_log_structured_array") else { return nil }
        return unsafeBitCast(symbol, to: LogStructuredArray.self)
    }()

    /// The syslog priority GLib's own writers give `level` (its `PRIORITY` field).
    static func priority(_ level: LogLevel) -> String {
        switch level {
        case .debug: "7"
        case .info: "6"
        case .notice: "5"
        case .warning: "4"
        case .critical: "3"
        }
    }

    /// Sends `record` to GLib; false, having written nothing, without GLib.
    static func write(_ record: LogRecord) -> Bool {
        guard let log = logStructuredArray else { return false }
        return priority(record.level).withCString { priority in
            record.domain.withCString { domain in
                record.message.withCString { message in
                    // An array of GLib's `GLogField { const gchar *key; gconstpointer value;
                    // gssize length; }`: three machine words each, so a flat array of words
                    // has its layout. A length of -1 means a NUL-terminated string.
                    let fields: [(StaticString, UnsafePointer<CChar>)] =
                        [("PRIORITY", priority), ("GLIB_DOMAIN", domain), ("MESSAGE", message)]
                    var words: [Int] = []
                    for (key, value) in fields {
                        words += [Int(bitPattern: UnsafeRawPointer(key.utf8Start)), Int(bitPattern: value), -1]
                    }
                    words.withUnsafeBytes { log(record.level.glibFlags, $0.baseAddress!, fields.count) }
                    return true
                }
            }
        }
    }
}

/// Standard error, one line a record, in GLib's layout (`domain-WARNING **: message`);
/// `debug` and `info` only when `G_MESSAGES_DEBUG` names the domain or `all`, as GLib does.
public struct StandardErrorLogSink: LogSink {
    /// The sink.
    public init() {}

    public func write(_ record: LogRecord) {
        if record.level < .notice {
            guard let listed = getenv("G_MESSAGES_DEBUG").map({ String(cString: $0) }) else { return }
            let domains = listed.split(whereSeparator: { $0 == " " || $0 == "," })
            guard domains.contains("all") || domains.contains(Substring(record.domain)) else { return }
        }
        let line = Array("\(record.domain)-\(record.level.name) **: \(record.message)\n".utf8)
        // One write(2) per line, so lines from several threads do not interleave.
        _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}

/// A library's logger: diagnostics with a level, sent to a ``LogSink`` (GLib's structured
/// log unless the process chose another with ``Logger/setProcessSink(_:)``), each keyed
/// diagnostic at most once per logger.
///
/// Libraries report what an app's author should fix (an undeclared type, an unreadable
/// declarations file) here rather than on standard output, which belongs to the program.
/// A diagnostic that could repeat (the same undeclared type used a thousand times) passes
/// a key, and only the first use with that key is logged.
public final class Logger: Sendable {
    /// The library's name, GLib's log domain.
    public let domain: String
    private let sink: (any LogSink)?
    private let keysLogged = Mutex<Set<String>>([])

    private static let processSink = Mutex<any LogSink>(GLibLogSink())

    /// A logger for `domain` that writes to `sink`, or to the process's sink (see
    /// ``setProcessSink(_:)``) when `sink` is nil.
    public init(domain: String, sink: (any LogSink)? = nil) {
        self.domain = domain
        self.sink = sink
    }

    /// Sends every logger without a sink of its own to `sink` from now on (by default
    /// ``GLibLogSink``). For an app that collects diagnostics itself.
    public static func setProcessSink(_ sink: any LogSink) {
        processSink.withLock { $0 = sink }
    }

    /// Logs `message` at `level`; with a `key`, only if no message with that key was
    /// logged before by this logger. Returns whether it was logged. The message is built
    /// only when it is logged.
    @discardableResult
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String, once key: String? = nil) -> Bool {
        if let key, !keysLogged.withLock({ $0.insert(key).inserted }) { return false }
        let record = LogRecord(domain: domain, level: level, message: message())
        (sink ?? Self.processSink.withLock { $0 }).write(record)
        return true
    }

    /// Whether a message with `key` has been logged.
    public func hasLogged(key: String) -> Bool {
        keysLogged.withLock { $0.contains(key) }
    }

    /// Logs at ``LogLevel/debug``.
    @discardableResult
    public func debug(_ message: @autoclosure () -> String, once key: String? = nil) -> Bool { log(.debug, message(), once: key) }
    /// Logs at ``LogLevel/info``.
    @discardableResult
    public func info(_ message: @autoclosure () -> String, once key: String? = nil) -> Bool { log(.info, message(), once: key) }
    /// Logs at ``LogLevel/notice``.
    @discardableResult
    public func notice(_ message: @autoclosure () -> String, once key: String? = nil) -> Bool { log(.notice, message(), once: key) }
    /// Logs at ``LogLevel/warning``.
    @discardableResult
    public func warning(_ message: @autoclosure () -> String, once key: String? = nil) -> Bool { log(.warning, message(), once: key) }
    /// Logs at ``LogLevel/critical``.
    @discardableResult
    public func critical(_ message: @autoclosure () -> String, once key: String? = nil) -> Bool { log(.critical, message(), once: key) }
}
