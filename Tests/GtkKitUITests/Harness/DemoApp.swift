// SPDX-License-Identifier: Apache-2.0
import Foundation

/// A running `gtkkit-demo` process in a ``UISession``, read through its log (one line per
/// event), its accessibility tree and the screen.
final class DemoApp: LoggedApp, @unchecked Sendable {
    /// The demo executable, built beside the test bundle by `swift build`/`swift test`.
    static var executable: String { executable(named: "gtkkit-demo") }

    /// Starts the demo with `arguments` and waits for its first window to be laid out.
    init(_ session: UISession, title: String, arguments: [String] = [], page: String = "dnd",
         extraEnvironment: [String: String] = [:], waitForPage: Bool = true) throws {
        let process = try session.start(Self.executable, ["--title", title] + arguments + (arguments.contains("--file-source") || arguments.contains("--image-source") ? [] : ["--page", page]),
                                        name: "demo-\(title.replacingOccurrences(of: " ", with: "-"))",
                                        extraEnvironment: extraEnvironment)
        super.init(session: session, process: process, title: title)
        if waitForPage {
            _ = try waitForLog("GEOMETRY_DONE \(title) ", timeout: 30)
            try locateNewWindow()
        }
    }

    /// The accessible objects of this process.
    func accessible() throws -> [AccessibleNode] { try session.accessibleTree(pid: process.pid) }

    /// Waits until this process's accessible objects satisfy `condition`.
    @discardableResult
    func waitForAccessible(_ what: String, timeout: Double = 10, _ condition: @escaping ([AccessibleNode]) -> Bool) throws -> [AccessibleNode] {
        try session.waitForAccessible(pid: process.pid, what, timeout: timeout, condition)
    }
}
