extension Event {
    /// Where one top-level delivery's forwarding path starts in `forwardingPath`.
    struct DeliveryMark {
        let start: Int
        let count: Int
    }

    /// Starts a delivery to `responder`; deliveries nest (a handler may cause another), and each
    /// sees only its own path, so a responder reached again by a nested delivery is no cycle.
    func beginDelivery(to responder: Responder) -> DeliveryMark {
        let mark = DeliveryMark(start: forwardingStart, count: forwardingPath.count)
        forwardingStart = forwardingPath.count
        forwardingPath.append(ObjectIdentifier(responder))
        return mark
    }

    func endDelivery(_ mark: DeliveryMark) {
        // One or two entries: `removeSubrange` goes through the general `replaceSubrange`.
        while forwardingPath.count > mark.count { forwardingPath.removeLast() }
        forwardingStart = mark.start
    }

    /// Records that the delivery reaches `responder`; false when it already did (a cycle).
    func reach(_ responder: Responder) -> Bool {
        let id = ObjectIdentifier(responder)
        var index = forwardingStart
        while index < forwardingPath.count {
            if forwardingPath[index] == id { return false }
            index += 1
        }
        forwardingPath.append(id)
        return true
    }
}
