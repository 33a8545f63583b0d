/// The Swift parts (labels, state) of each row box a GtkKit `ListView` made, found again
/// when the list binds that box to another element. GtkKit's `Widget` cannot be
/// subclassed outside GtkKit, so a row cannot carry its parts itself.
@MainActor
final class RowRegistry<Parts: AnyObject> {
    private var parts: [ObjectIdentifier: (box: Weak, parts: Parts)] = [:]
    final class Weak { weak var value: AnyObject?; init(_ value: AnyObject) { self.value = value } }

    func register(_ parts: Parts, for box: AnyObject) {
        self.parts = self.parts.filter { $0.value.box.value != nil }
        self.parts[ObjectIdentifier(box)] = (Weak(box), parts)
    }

    /// Every registered row whose box is alive.
    var all: [Parts] { parts.values.compactMap { $0.box.value == nil ? nil : $0.parts } }

    func parts(of box: AnyObject) -> Parts? {
        guard let entry = parts[ObjectIdentifier(box)], entry.box.value === box else { return nil }
        return entry.parts
    }
}
