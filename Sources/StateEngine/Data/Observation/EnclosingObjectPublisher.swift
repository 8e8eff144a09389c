/// How a property wrapper other than `@Published` (an `@AppStorage` in a model object) makes
/// the ObservableObject holding it publish `objectWillChange`.
///
/// OpenCombine keeps an object's `objectWillChange` in its `@Published` properties; an object
/// with none hands out a new publisher on every read, so nothing sent through it reaches a
/// subscriber. For such an object the views' subscription (`ObjectSubscription`) installs a
/// publisher of its own in these slots and listens to it too.
final class EnclosingObjectPublisher {
    private(set) var installed: ObservableObjectPublisher?

    func install(_ publisher: ObservableObjectPublisher) { installed = publisher }

    /// Announces a change of the property `instance` holds.
    func willChange(_ instance: AnyObject) {
        if let installed {
            installed.send()
        } else if let object = instance as? any ObservableObject {
            Self.sendWillChange(object)
        }
    }

    private static func sendWillChange<O: ObservableObject>(_ object: O) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// A publisher every slot of `object` sends through, when the object keeps none of its own
    /// (nil when it keeps one, or has no such property).
    static func publisher<O: ObservableObject>(for object: O) -> ObservableObjectPublisher? {
        guard let own = object.objectWillChange as? ObservableObjectPublisher,
              own !== (object.objectWillChange as? ObservableObjectPublisher) else { return nil }
        var slots: [EnclosingObjectPublisher] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? EnclosedObjectPublishing { slots.append(property.enclosingObject) }
            }
            mirror = current.superclassMirror
        }
        guard !slots.isEmpty else { return nil }
        let publisher = slots.lazy.compactMap(\.installed).first ?? ObservableObjectPublisher()
        for slot in slots { slot.install(publisher) }
        return publisher
    }
}

/// A property wrapper that can make its enclosing ObservableObject publish.
protocol EnclosedObjectPublishing {
    var enclosingObject: EnclosingObjectPublisher { get }
}
