// SPDX-License-Identifier: Apache-2.0
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Says which view's body was running when the process trapped (a `fatalError`, a failed
/// `precondition`, a force-unwrapped `nil`): "SwiftUI: the body of MyApp.RowView trapped".
///
/// The name is kept in a fixed C buffer that the signal handler writes with `write(2)`,
/// the one thing a handler may safely do; then the default action (the runtime's
/// backtrace, the core dump) goes on.
enum BodyTrapReport {
    private static let capacity = 512
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
        return pointer
    }()
    nonisolated(unsafe) private static var length = 0
    /// The actions SIGILL and SIGTRAP had before: two fixed slots, since a signal handler
    /// may not touch a dictionary.
    nonisolated(unsafe) private static var previousIllegal = sigaction()
    nonisolated(unsafe) private static var previousTrap = sigaction()
    nonisolated(unsafe) private static var isInstalled = false

    /// The view whose body is being evaluated, or nil between evaluations.
    @MainActor static var current: String? {
        get { length == 0 ? nil : String(cString: buffer) }
        set {
            let line = newValue.map { "SwiftUI: the body of \($0) trapped\n" } ?? ""
            let bytes = Array(line.utf8.prefix(capacity - 1))
            length = 0
            for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            length = bytes.count
        }
    }

    /// Installs the handler for the signals a Swift trap raises, once.
    @MainActor static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            if BodyTrapReport.length > 0 { _ = write(2, BodyTrapReport.buffer, BodyTrapReport.length) }
            // The previous action (the Swift runtime's backtracer, or the default) runs next.
            if number == SIGILL { sigaction(SIGILL, &BodyTrapReport.previousIllegal, nil) }
            else { sigaction(SIGTRAP, &BodyTrapReport.previousTrap, nil) }
            raise(number)
        }
        action.sa_flags = 0
        sigaction(SIGILL, &action, &previousIllegal)
        sigaction(SIGTRAP, &action, &previousTrap)
    }
}
