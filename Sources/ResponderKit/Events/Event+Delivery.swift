extension Event {
    /// Where one top-level delivery's forwarding path starts in `forwardingPath`.
    struct DeliveryMark {
        let start: Int
        let count: Int
    }

    /// Starts a delivery to `responder`; deliveries nest (a handler may cause another), and each
    /// sees only its own path, so a responder reached again by a nested delivery is no cycle.
    func beginDelivery(to responder: Responder) -> DeliveryMark {
        let mark = DeliveryMark(start: forwardingStart, count: forwardingCount)
        forwardingStart = forwardingCount
        pushForwarding(ObjectIdentifier(responder))
        return mark
    }

    func endDelivery(_ mark: DeliveryMark) {
        forwardingCount = mark.count
        forwardingStart = mark.start
    }

    /// Records that the delivery reaches `responder`; false when it already did (a cycle).
    func reach(_ responder: Responder) -> Bool {
        reach(ObjectIdentifier(responder))
    }

    /// ``reach(_:)`` for the responder `id` stands for: the default walk's, which holds none.
    @inline(__always)
    func reach(_ id: ObjectIdentifier) -> Bool {
        var index = forwardingStart
        while index < forwardingCount {
            if forwardingPath[index] == id { return false }
            index += 1
        }
        pushForwarding(id)
        return true
    }

    @inline(__always)
    private func pushForwarding(_ id: ObjectIdentifier) {
        if forwardingCount == forwardingCapacity { growForwardingPath() }
        (forwardingPath + forwardingCount).initialize(to: id)
        forwardingCount += 1
    }

    /// Doubles the path's storage: a chain longer than any so far, or deliveries nested deep.
    @inline(never)
    private func growForwardingPath() {
        let grown = UnsafeMutablePointer<ObjectIdentifier>.allocate(capacity: forwardingCapacity * 2)
        grown.initialize(from: forwardingPath, count: forwardingCount)
        forwardingPath.deallocate()
        forwardingPath = grown
        forwardingCapacity *= 2
    }
}
