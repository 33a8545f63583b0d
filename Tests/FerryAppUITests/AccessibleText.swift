import Foundation

/// One accessible object with, when it implements AT-SPI's Text interface, its text,
/// caret offset and selections (character offsets), read with Debian's python3 and pyatspi.
struct AccessibleText: Decodable, Sendable, CustomStringConvertible {
    let role: String
    let name: String
    let states: [String]
    let text: String?
    let caret: Int?
    let selections: [[Int]]?

    var isFocused: Bool { states.contains("focused") }
    var isSensitive: Bool { states.contains("sensitive") }
    var isShowing: Bool { states.contains("showing") }

    var description: String {
        var parts = ["\(role): \"\(name)\""]
        if let text { parts.append("text=\"\(text)\"") }
        if let caret { parts.append("caret=\(caret)") }
        if let selections, !selections.isEmpty { parts.append("selections=\(selections)") }
        if isFocused { parts.append("focused") }
        return parts.joined(separator: " ")
    }

    /// Prints a JSON array of the accessible objects of the application with a pid.
    static let dumpScript = """
    import json, sys
    import pyatspi
    pid = int(sys.argv[1])
    out = []
    def walk(acc, depth):
        if acc is None or depth > 80:
            return
        try:
            role = acc.getRoleName()
            name = acc.name or ""
            states = [pyatspi.stateToString(s) for s in acc.getState().getStates()]
        except Exception:
            return
        node = {"role": role, "name": name, "states": states}
        if role in ("text", "entry", "password text", "editbar", "text box"):
            try:
                t = acc.queryText()
                node["text"] = t.getText(0, t.characterCount)
                node["caret"] = t.caretOffset
                node["selections"] = [list(t.getSelection(i)) for i in range(t.getNSelections())]
            except Exception:
                pass
        out.append(node)
        try:
            count = acc.childCount
        except Exception:
            return
        for i in range(count):
            try:
                walk(acc.getChildAtIndex(i), depth + 1)
            except Exception:
                pass
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                walk(app, 0)
        except Exception:
            pass
    print(json.dumps(out))
    """
}

extension UISession {
    /// The accessible objects of the application with process id `pid`, with text.
    func accessibleText(pid: pid_t) throws -> [AccessibleText] {
        let script = directory.appendingPathComponent("atspi_text_dump.py")
        if !FileManager.default.fileExists(atPath: script.path) {
            try AccessibleText.dumpScript.write(to: script, atomically: true, encoding: .utf8)
        }
        let result = runTool("/usr/bin/python3", [script.path, "\(pid)"], timeout: 20)
        guard result.status == 0, let line = result.output.split(separator: "\n").last(where: { $0.hasPrefix("[") }) else {
            throw Failure("AT-SPI dump failed (status \(result.status.map(String.init) ?? "timeout")): \(result.output.suffix(2000))")
        }
        return try JSONDecoder().decode([AccessibleText].self, from: Data(line.utf8))
    }
}

extension [AccessibleText] {
    /// Whether an object is named exactly `name`.
    func contains(name: String) -> Bool { contains { $0.name == name } }
    /// The first object named exactly `name`.
    func named(_ name: String) -> AccessibleText? { first { $0.name == name } }
    /// The objects whose name ends with `suffix`.
    func named(suffix: String) -> [AccessibleText] { filter { $0.name.hasSuffix(suffix) } }
    /// The editable text objects (entries), in tree order.
    var editors: [AccessibleText] { filter { $0.text != nil } }
}
