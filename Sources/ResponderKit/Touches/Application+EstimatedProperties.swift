extension Application {
    /// The most touches kept waiting for estimate updates; past it the oldest is let go (UIKit
    /// does not promise every update comes).
    static let maximumEstimatingTouches = 64

    /// Gives the touch's current sample, which has estimated properties, the next
    /// `estimationUpdateIndex`, and keeps the touch until its updates arrive (rule T8).
    func noteEstimates(of touch: Touch) {
        let index = nextEstimationUpdateIndex
        nextEstimationUpdateIndex += 1
        touch.estimationUpdateIndex = index
        touch.pendingEstimates.append((index, touch.estimatedPropertiesExpectingUpdates))
        if !estimatingTouches.contains(where: { $0 === touch }) {
            if estimatingTouches.count >= Application.maximumEstimatingTouches {
                estimatingTouches.removeFirst().pendingEstimates.removeAll()
            }
            estimatingTouches.append(touch)
        }
    }

    /// Delivers the final values of the estimated sample `index` of touch `id` (rule T8):
    /// `attributes` gives the updated properties (force, altitude, azimuth, location); none
    /// means no update is coming for that sample. The touch then carries that sample's index
    /// and what it still expects, and `touchesEstimatedPropertiesUpdated` goes to the
    /// recognizers holding it and to the responder it belongs to (its view). Returns what was
    /// wrong with the input, or nil.
    @discardableResult
    public func updateEstimatedProperties(touch id: Int, index: Int, _ attributes: TouchAttributes) -> String? {
        guard
            let touch = estimatingTouches.first(where: {
                $0.id == id && $0.pendingEstimates.contains { $0.index == index }
            }),
            let slot = touch.pendingEstimates.firstIndex(where: { $0.index == index })
        else {
            let known = estimatingTouches.filter { $0.id == id }.flatMap { $0.pendingEstimates.map(\.index) }
            let expected =
                known.isEmpty
                ? "none is expecting updates" : "expecting: \(known.map(String.init).joined(separator: ", "))"
            return "touch \(id) has no estimated sample \(index) expecting an update (\(expected))"
        }
        var given: TouchProperties = []
        if attributes.force != nil { given.insert(.force) }
        if attributes.altitude != nil { given.insert(.altitude) }
        if attributes.azimuth != nil { given.insert(.azimuth) }
        if attributes.location != nil { given.insert(.location) }
        let expecting = touch.pendingEstimates[slot].properties
        let unexpected = given.subtracting(expecting)
        if !unexpected.isEmpty {
            return
                "touch \(id) sample \(index) expects updates of \(expecting.names.joined(separator: ", ")), not \(unexpected.names.joined(separator: ", "))"
        }
        if let force = attributes.force { touch.force = force }
        if let altitude = attributes.altitude { touch.altitudeAngle = altitude }
        if let azimuth = attributes.azimuth { touch.screenAzimuth = azimuth }
        if let location = attributes.location { touch.screenLocation = location }
        // No value at all: UIKit's "an update is no longer expected".
        let remaining = given.isEmpty ? [] : expecting.subtracting(given)
        touch.estimationUpdateIndex = index
        touch.estimatedProperties = remaining
        touch.estimatedPropertiesExpectingUpdates = remaining
        if remaining.isEmpty {
            touch.pendingEstimates.remove(at: slot)
        } else {
            touch.pendingEstimates[slot].properties = remaining
        }
        if touch.pendingEstimates.isEmpty { estimatingTouches.removeAll { $0 === touch } }

        for recognizer in touch.gestureRecognizers where recognizer.touches.contains(where: { $0 === touch }) {
            // A hook like the touch ones: what it asks for is applied when it returns.
            recognizer.isInsideHook = true
            recognizer.touchesEstimatedPropertiesUpdated([touch])
            recognizer.isInsideHook = false
            if recognizer.requestedState != nil { gestures.applyOutsideHook(recognizer) }
        }
        // The responder the touch belongs to: its view, if the view was ever sent the touch and
        // is still in a window (one that left it heard the last of its touches, rule T6).
        if let view = touch.view, touch.isDeliveredToView, touch.viewSawBegan, view.window != nil {
            trace(.touchDelivery(responder: view, method: .touchesEstimatedPropertiesUpdated, touches: [touch]))
            view.touchesEstimatedPropertiesUpdated([touch][...])
        }
        return nil
    }
}
