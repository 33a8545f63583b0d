// SPDX-License-Identifier: Apache-2.0
import Foundation

/// The time since this process started, from the kernel's record of its start.
package enum ProcessClock {
    /// Milliseconds since the process was started (exec), with the kernel's clock-tick
    /// resolution (usually 10 ms), or -1 when `/proc` cannot tell.
    package static func millisecondsSinceProcessStart() -> String {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return "-1" }
        // Fields after the command name start at field 3; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return "-1" }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let uptime = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        return String(format: "%.0f", (uptime - ticks / hertz) * 1000)
    }
}
