extension Event {
    /// UIEvent's `coalescedTouches(for:)`: the samples of `touch` since the event was last
    /// delivered, oldest first, the last a copy of `touch` as it is now; nil when `touch` is not
    /// in this event. The samples between two deliveries are the input's coalesced locations,
    /// timed evenly between the two deliveries, each `moved` with the touch's values.
    public func coalescedTouches(for touch: Touch) -> [Touch]? {
        guard type == .touches, allTouches.contains(where: { $0 === touch }) else { return nil }
        let samples = touch.coalescedScreenLocations
        var result: [Touch] = []
        result.reserveCapacity(samples.count + 1)
        var previous = touch.previousScreenLocation
        let step = (touch.timestamp - touch.previousTimestamp) / Double(samples.count + 1)
        for (index, location) in samples.enumerated() {
            let time = touch.previousTimestamp + step * Double(index + 1)
            result.append(
                Touch(
                    sampleOf: touch, at: location, previous: previous, timestamp: time, phase: .moved, isCurrent: false)
            )
            previous = location
        }
        result.append(
            Touch(
                sampleOf: touch, at: touch.screenLocation, previous: previous, timestamp: touch.timestamp,
                phase: touch.phase, isCurrent: true))
        return result
    }

    /// UIEvent's `predictedTouches(for:)`: where `touch` is expected next; nil when it is not
    /// in this event. Moonchain predicts one sample by linear extrapolation of the last step
    /// (the previous sample, coalesced or delivered, to the current location), one step later
    /// in time; a touch that did not move in this event (began, stationary, ended, cancelled,
    /// or moved nowhere) has no prediction: an empty array.
    public func predictedTouches(for touch: Touch) -> [Touch]? {
        guard type == .touches, allTouches.contains(where: { $0 === touch }) else { return nil }
        guard touch.phase == .moved else { return [] }
        let last = touch.coalescedScreenLocations.last ?? touch.previousScreenLocation
        let current = touch.screenLocation
        guard last != current else { return [] }
        let next = Point(x: 2 * current.x - last.x, y: 2 * current.y - last.y)
        let step = (touch.timestamp - touch.previousTimestamp) / Double(touch.coalescedScreenLocations.count + 1)
        return [
            Touch(
                sampleOf: touch, at: next, previous: current, timestamp: touch.timestamp + step, phase: .moved,
                isCurrent: false)
        ]
    }
}
