/// How recognizers relate in the arena: their delegates, shared touches, simultaneity (G3)
/// and failure requirements (G4).
extension GestureArena {
    /// The recognizer's delegate and action target: its own, else its view's behaviour.
    func delegate(of recognizer: GestureRecognizer) -> (any GestureRecognizerDelegate)? {
        recognizer.delegate ?? recognizer.view?.behavior?.gestureDelegate
    }

    func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.touches.contains { touch in b.touches.contains { $0 === touch } }
    }

    func isTakingPart(_ recognizer: GestureRecognizer) -> Bool {
        active.contains { $0 === recognizer }
    }

    /// G3: either side's delegate may allow it; an answer that fails means the default, false.
    func canRecognizeSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if case .answered(true) = delegate(of: a)?.gestureShouldRecognizeSimultaneously(a, with: b) { return true }
        if case .answered(true) = delegate(of: b)?.gestureShouldRecognizeSimultaneously(b, with: a) { return true }
        return false
    }

    /// G4: the static `requiredToFail` list plus what the delegates add, asked once per attempt
    /// (the first time the answer is needed) about every other recognizer taking part.
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        if recognizer.dynamicRequirements == nil {
            var added: [GestureRecognizer] = []
            for other in active where other !== recognizer {
                var required = false
                if case .answered(true) = delegate(of: recognizer)?.gestureShouldRequireFailure(recognizer, of: other) {
                    required = true
                }
                if !required,
                    case .answered(true) = delegate(of: other)?.gestureShouldBeRequiredToFail(other, by: recognizer)
                {
                    required = true
                }
                if required { added.append(other) }
            }
            recognizer.dynamicRequirements = added
        }
        return recognizer.requiredToFail + (recognizer.dynamicRequirements ?? [])
    }
}
