// SPDX-License-Identifier: Apache-2.0

/// An interface for a stored variable that updates an external property of a view.
///
/// The framework finds a view's dynamic properties (`@State`, `@Environment`,
/// `@FocusState`, and your own types conforming to this protocol that contain them) and
/// connects them to the view's storage before each evaluation of its body.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: the framework connects the property's storage itself.
    public mutating func update() {}
}

/// A dynamic property the framework connects to a node: `install` is told the node and
/// the property's ordinal among the node's stored properties that need storage.
@MainActor
protocol NodeInstallable {
    func install(in node: CompositeNode, slot: inout Int)
}

@MainActor
enum DynamicProperties {
    /// View types found to have no dynamic property: their values are not reflected again.
    private static var withoutProperties: Set<ObjectIdentifier> = []

    /// Connects every dynamic property of `view` to `node`'s storage and environment.
    static func install(in view: any View, node: CompositeNode) {
        let type = ObjectIdentifier(Swift.type(of: view))
        guard !withoutProperties.contains(type) else { return }
        var slot = 0
        if !installAll(in: view, node: node, slot: &slot) { withoutProperties.insert(type) }
    }

    /// Returns whether `value` held any dynamic property.
    private static func installAll(in value: Any, node: CompositeNode, slot: inout Int) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any NodeInstallable {
                property.install(in: node, slot: &slot)
                found = true
            } else if child.value is any DynamicProperty {
                found = installAll(in: child.value, node: node, slot: &slot) || found
            }
        }
        return found
    }
}
