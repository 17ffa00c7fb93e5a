import MoonchainFormats
import ResponderKit

/// Building `scrollView`, `tableView` and `cell` (rules S1, L1): the ResponderKit class with the
/// fields the scene gives; the rest keep ResponderKit's defaults.
extension SceneBuilder {
    /// The scroll view, table or cell a spec describes, with its own fields set (not its
    /// content offset, which waits for its content: ``finish(_:from:at:)``).
    func makeScrollClass(_ spec: ScrollSpec, name: String, frame: Rect) -> View {
        switch spec.viewClass {
        case "cell":
            let cell = Cell(name: name, height: spec.height)
            if spec.selected == true { cell.isSelectedByScene = true }
            return cell
        case "tableView":
            let table = TableView(name: name, frame: frame)
            if let height = spec.rowHeight { table.rowHeight = height }
            if let allows = spec.flags["allowsSelection"] { table.allowsSelection = allows }
            if let allows = spec.flags["allowsMultipleSelection"] { table.allowsMultipleSelection = allows }
            if let size = spec.contentSize { table.explicitContentSize = size }
            apply(spec, to: table)
            return table
        default:
            let scrollView = ScrollView(name: name, frame: frame)
            if let size = spec.contentSize { scrollView.contentSize = size }
            apply(spec, to: scrollView)
            return scrollView
        }
    }

    private func apply(_ spec: ScrollSpec, to view: ScrollView) {
        if let inset = spec.contentInset { view.contentInset = inset }
        let flags = spec.flags
        if let on = flags["scrollEnabled"] { view.isScrollEnabled = on }
        if let on = flags["pagingEnabled"] { view.isPagingEnabled = on }
        if let on = flags["bounces"] { view.bounces = on }
        if let on = flags["alwaysBounceVertical"] { view.alwaysBounceVertical = on }
        if let on = flags["alwaysBounceHorizontal"] { view.alwaysBounceHorizontal = on }
        if let on = flags["directionalLockEnabled"] { view.isDirectionalLockEnabled = on }
        if let on = flags["delaysContentTouches"] { view.delaysContentTouches = on }
        if let on = flags["canCancelContentTouches"] { view.canCancelContentTouches = on }
        if let on = flags["scrollsToTop"] { view.scrollsToTop = on }
        if let rate = spec.decelerationRate { view.decelerationRate = rate }
        if let scale = spec.minimumZoomScale { view.minimumZoomScale = scale }
        if let scale = spec.maximumZoomScale { view.maximumZoomScale = scale }
        if let mode = spec.keyboardDismissMode { view.keyboardDismissMode = mode }
    }

    /// Once the content is in: a table stacks its cells and selects those the scene marks;
    /// then the zoom scale (clamped to the range) and the offset are set, without delegate
    /// calls (no behaviour has loaded yet).
    func finish(_ view: ScrollView, from spec: ScrollSpec, at place: FileLine) {
        if let table = view as? TableView {
            // The reader checked that every cell gives a frame, or none does.
            if table.cells.first?.placedFrame != nil {
                table.placesCellsAtFrames = true
            } else {
                table.layoutCells()
            }
            for cell in table.cells where cell.isSelectedByScene {
                cell.isSelectedByScene = false
                table.selectRow(cell)
            }
        }
        if let scale = spec.zoomScale {
            let clamped = min(max(scale, view.minimumZoomScale), view.maximumZoomScale)
            if clamped != scale {
                host.warn(
                    "\(place): \(spec.viewClass) '\(view.name)': zoomScale \(NumberRule.text(scale)) is outside minimumZoomScale...maximumZoomScale; it is \(NumberRule.text(clamped))"
                )
            }
            view.zoomScale = clamped
        }
        if let offset = spec.contentOffset { view.setInitialContentOffset(offset) }
        if let name = spec.delegate { scrollDelegates.append((view, name, place)) }
    }

    /// `delegate = NAME` of every scroll view, now that every responder exists.
    func resolveScrollDelegates() throws(SourceError) {
        for (view, name, place) in scrollDelegates {
            guard let responder = host.responder(named: name) else {
                throw SourceError(
                    at: place, "\(view.kind.rawValue) '\(view.name)': delegate = '\(name)': no responder has that name")
            }
            view.delegateResponder = responder
        }
        scrollDelegates.removeAll()
    }
}
