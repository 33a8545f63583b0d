// SPDX-License-Identifier: Apache-2.0
@testable import FerryLogging
import Synchronization
import Testing

/// Keeps what a logger wrote, in order.
final class RecordingSink: LogSink {
    let records = Mutex<[LogRecord]>([])
    func write(_ record: LogRecord) { records.withLock { $0.append(record) } }
    var written: [LogRecord] { records.withLock { $0 } }
}

@Suite struct LoggerTests {
    @Test func eachLevelReachesTheSinkWithItsDomain() {
        let sink = RecordingSink()
        let logger = Logger(domain: "TestDomain", sink: sink)
        logger.debug("d")
        logger.info("i")
        logger.notice("n")
        logger.warning("w")
        logger.critical("c")
        #expect(sink.written == [
            LogRecord(domain: "TestDomain", level: .debug, message: "d"),
            LogRecord(domain: "TestDomain", level: .info, message: "i"),
            LogRecord(domain: "TestDomain", level: .notice, message: "n"),
            LogRecord(domain: "TestDomain", level: .warning, message: "w"),
            LogRecord(domain: "TestDomain", level: .critical, message: "c"),
        ])
    }

    @Test func aKeyedDiagnosticIsLoggedOnce() {
        let sink = RecordingSink()
        let logger = Logger(domain: "TestDomain", sink: sink)
        #expect(!logger.hasLogged(key: "undeclared:com.example.a"))
        #expect(logger.warning("first", once: "undeclared:com.example.a"))
        #expect(!logger.warning("second", once: "undeclared:com.example.a"))
        #expect(!logger.critical("third, another level", once: "undeclared:com.example.a"))
        #expect(logger.warning("another key", once: "undeclared:com.example.b"))
        #expect(logger.hasLogged(key: "undeclared:com.example.a"))
        #expect(sink.written.map(\.message) == ["first", "another key"])
    }

    @Test func unkeyedDiagnosticsAreAllLogged() {
        let sink = RecordingSink()
        let logger = Logger(domain: "TestDomain", sink: sink)
        logger.notice("same")
        logger.notice("same")
        #expect(sink.written.count == 2)
    }

    @Test func onceHoldsAcrossThreads() async {
        let sink = RecordingSink()
        let logger = Logger(domain: "TestDomain", sink: sink)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask { logger.warning("from \(index)", once: "shared") }
            }
        }
        #expect(sink.written.count == 1)
    }

    @Test func aMessageIsBuiltOnlyWhenLogged() {
        let logger = Logger(domain: "TestDomain", sink: RecordingSink())
        let built = Mutex(0)
        func message() -> String { built.withLock { $0 += 1 }; return "text" }
        logger.warning(message(), once: "k")
        logger.warning(message(), once: "k")
        #expect(built.withLock { $0 } == 1)
    }

    @Test func levelsAreOrderedAndMapToGLibFlags() {
        #expect(LogLevel.allCases.sorted() == [.debug, .info, .notice, .warning, .critical])
        // GLogLevelFlags: G_LOG_LEVEL_CRITICAL 1<<3 … G_LOG_LEVEL_DEBUG 1<<7. Never
        // G_LOG_LEVEL_ERROR (1<<2), which aborts the process.
        let glibFlags: [Int32] = [1 << 7, 1 << 6, 1 << 5, 1 << 4, 1 << 3]
        #expect(LogLevel.allCases.map(\.glibFlags) == glibFlags)
        #expect(LogLevel.warning.name == "WARNING")
    }
}

@Suite struct GLibStructuredLogTests {
    /// GLib is installed here, so a record reaches `g_log_structured_array` (a debug
    /// record, which GLib's writer drops unless G_MESSAGES_DEBUG names the domain, so the
    /// test prints nothing). The text layout GLib writes is checked end to end by
    /// UniformTypeIdentifiersTests' `brokenDeclarationFileWarnsAndFallsBack`.
    @Test func aRecordReachesGLib() {
        #expect(GLibStructuredLog.write(LogRecord(domain: "FerryLoggingTests", level: .debug, message: "reached GLib")))
    }

    @Test func prioritiesAreSyslogsAsGLibGivesThem() {
        #expect(LogLevel.allCases.map(GLibStructuredLog.priority) == ["7", "6", "5", "4", "3"])
    }
}
