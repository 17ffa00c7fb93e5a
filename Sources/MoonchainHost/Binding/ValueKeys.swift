/// The keys each value object answers: its `__index` switches over these, and
/// `moonchain types` lists them (with their types from `LuaAPI`), so a key added here
/// reaches both at once.
package enum TouchKey: String, CaseIterable {
    case id, phase, tapCount, timestamp, view, window, location, previousLocation
    // Rule T8.
    case type, force, maximumPossibleForce, majorRadius, majorRadiusTolerance, altitudeAngle
    case azimuthAngle, azimuthUnitVector, preciseLocation, precisePreviousLocation
    case estimatedProperties, estimatedPropertiesExpectingUpdates, estimationUpdateIndex, gestureRecognizers
}

/// The keys of an event object (see ``TouchKey``).
package enum EventKey: String, CaseIterable {
    case type, subtype, timestamp, allTouches, touchesFor, allPresses, coalescedTouches, predictedTouches
}

/// The keys of a press object (see ``TouchKey``).
package enum PressKey: String, CaseIterable {
    case type, key, phase, timestamp
    // Rule K1.
    case keyCode, charactersIgnoringModifiers, modifierFlags
}

/// The host's keys of a recognizer object (see ``TouchKey``); any other key is the
/// recognizer's own state or its script's.
package enum GestureKey: String, CaseIterable {
    case name, kind, state, view, enabled, numberOfTouches, location, translation, velocity, scale, rotation, direction
    case numberOfTapsRequired, numberOfTouchesRequired
    case allowedTouchTypes
    /// v3: writable (a recognizer, a name such as "NAV.edgePop", or nil).
    case requireToFail
    // Rule K9.
    case modifierFlags
}
