/// The kind of an event (UIEvent.EventType).
public enum EventType: String, Sendable {
    case touches, motion, remoteControl, presses
}

/// The event's subtype (UIEvent.EventSubtype), named as scripts see it.
public enum EventSubtype: String, Sendable, CaseIterable {
    case none
    case motionShake
    case remoteControlPlay, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack
    case remoteControlBeginSeekingBackward, remoteControlEndSeekingBackward
    case remoteControlBeginSeekingForward, remoteControlEndSeekingForward

    /// The remote-control subtype a timeline names `play`, `nextTrack`, ...
    public init?(remoteCommand: String) {
        guard let first = remoteCommand.first else { return nil }
        self.init(rawValue: "remoteControl" + first.uppercased() + remoteCommand.dropFirst())
        guard self != .none, self != .motionShake else { return nil }
    }
}

/// A motion event's motion; UIKit has only shake.
public enum MotionType: String, Sendable {
    case motionShake
}

/// The phase of a motion: which handler is called.
public enum MotionPhase: String, Sendable, CaseIterable {
    case began, ended, cancelled

    var method: ResponderMethod {
        switch self {
        case .began: .motionBegan
        case .ended: .motionEnded
        case .cancelled: .motionCancelled
        }
    }
}
