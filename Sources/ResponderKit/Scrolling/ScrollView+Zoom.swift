/// Zooming (rule S10): when `maximumZoomScale > minimumZoomScale` the scroll view carries a
/// pinch; it zooms only when the delegate's `viewForZooming` answers a view, which it scales.
extension ScrollView {
    /// Whether zooming is possible now: a range of scales and a view to scale.
    public var zoomingView: View? {
        guard maximumZoomScale > minimumZoomScale else { return nil }
        guard case .answered(let view?) = delegate?.viewForZooming(in: self) else { return nil }
        return view.isDescendant(of: self) && view !== self ? view : nil
    }

    /// Adds the pinch while the scale range is not empty, removes it otherwise.
    func updatePinch() {
        if maximumZoomScale > minimumZoomScale {
            guard pinchGestureRecognizer == nil else { return }
            let pinch = PinchGestureRecognizer(name: "\(name).pinch")
            pinch.delegate = self
            pinch.action = ScrollAction.pinch
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if let pinch = pinchGestureRecognizer {
            pinchGestureRecognizer = nil
            removeGestureRecognizer(pinch)
        }
    }

    /// Sets the zoom scale, clamped to minimum...maximum, and scales the zooming view: at
    /// once, or `animated` over 0.3 s in frames on the virtual clock, with
    /// `scrollViewDidZoom` each frame and `scrollViewDidEndZooming` at the end (a touch stops
    /// it where it is, S8). An animated change stops any running motion.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite else {
            report("setZoomScale of '\(name)' needs a finite number, got \(scale); the scale stays \(zoomScale)")
            return
        }
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        if animated, clamped != zoomScale {
            animateZoom(to: clamped, reason: "setZoomScale")
        } else {
            // A zoom animation in flight would overwrite the scale on its next frame.
            if motion?.kind == .zooming { stopMotion(reason: "setZoomScale") }
            applyZoom(clamped)
        }
    }

    /// The pinch's action.
    func handlePinch(_ state: GestureState) {
        guard let pinch = pinchGestureRecognizer else { return }
        switch state {
        case .began:
            guard zoomingView != nil else { return }
            zoomStartScale = zoomScale
            isZooming = true
            trace(.zoomBegan, reason: "pinchBegan")
        case .changed:
            guard isZooming else { return }
            let raw = zoomStartScale * pinch.scale
            let clampedScale = min(max(raw, minimumZoomScale), maximumZoomScale)
            applyZoom(bounces ? raw : clampedScale)
        case .ended, .cancelled, .failed:
            guard isZooming else { return }
            isZooming = false
            // An overshoot returns to the range on release.
            applyZoom(min(max(zoomScale, minimumZoomScale), maximumZoomScale))
            trace(.zoomEnded, reason: "pinchEnded")
        case .possible:
            break
        }
    }

    /// Sets `zoomScale` and scales the zooming view; `scrollViewDidZoom` when it changed.
    func applyZoom(_ scale: Double) {
        guard scale.isFinite, scale > 0, scale != zoomScale else { return }
        zoomScale = scale
        if let view = zoomingView {
            // Scaled about its top-left corner, as UIKit keeps the zooming view's frame at the
            // content's origin; the content grows with it.
            let origin = view.frame.origin
            view.transform = Transform(scaleX: scale, y: scale)
            let frame = view.frame
            view.center = Point(
                x: view.center.x + origin.x - frame.origin.x, y: view.center.y + origin.y - frame.origin.y)
            contentSize = view.frame.size
        }
        delegate?.scrollViewDidZoom(self)
    }
}

extension Application {
    /// A tap on the status bar (rule S11): the one visible scroll view with `scrollsToTop`
    /// scrolls to its top, if its delegate agrees; none, or more than one: nothing happens.
    /// Returns the scroll view that scrolled.
    @discardableResult
    public func statusBarTap() -> ScrollView? {
        var candidates: [ScrollView] = []
        for window in windows where !window.isHidden {
            var pending: [View] = [window]
            while let view = pending.popLast() {
                guard !view.isHidden, !view.isTransparentToTouches else { continue }
                if let scrollView = view as? ScrollView, scrollView.scrollsToTop { candidates.append(scrollView) }
                pending.append(contentsOf: view.subviews)
            }
        }
        guard candidates.count == 1, let scrollView = candidates.first else {
            trace(
                .diagnostic(
                    "statusbar tap: \(candidates.count) visible scroll views have scrollsToTop; UIKit scrolls only when exactly one does"
                ))
            return nil
        }
        return scrollView.scrollToTop() ? scrollView : nil
    }
}

extension ScrollView {
    /// Scrolls to the top over 0.3 s when the delegate's `scrollViewShouldScrollToTop` allows
    /// (default true); `scrollViewDidScrollToTop` follows at the end.
    func scrollToTop() -> Bool {
        if case .answered(false) = delegate?.scrollViewShouldScrollToTop(self) {
            trace(.scrollToTop, reason: "shouldScrollToTop=false")
            return false
        }
        trace(.scrollToTop, reason: "statusBarTap")
        let top = Point(x: contentOffset.x, y: verticalRange.lowerBound)
        stopMotion(reason: "scrollToTop")
        if top == contentOffset {
            delegate?.scrollViewDidScrollToTop(self)
        } else {
            animate(to: top, kind: .scrollToTop, reason: "statusBarTap")
        }
        return true
    }
}
