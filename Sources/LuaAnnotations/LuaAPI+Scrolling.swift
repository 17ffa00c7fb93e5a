import MoonchainFormats

/// The scroll view, table and cell part of the Lua API, for `moonchain types`.
extension LuaAPI {
    /// Types of the ``ScrollField``s.
    static let scrollFieldTypes: [String: (type: String, doc: String)] = [
        "contentSize": ("number[]", "{w, h} (also .width, .height). Scroll views (S3)."),
        "contentOffset": ("Point", "The bounds' origin (S1); assigning it is setContentOffset(p, false)."),
        "contentInset": ("number[]", "{top, left, bottom, right} (also by name)."),
        "scrollEnabled": ("boolean", "S12."), "pagingEnabled": ("boolean", "S7."), "bounces": ("boolean", "S6."),
        "alwaysBounceVertical": ("boolean", ""), "alwaysBounceHorizontal": ("boolean", ""),
        "directionalLockEnabled": ("boolean", "S9."), "delaysContentTouches": ("boolean", "S4."),
        "canCancelContentTouches": ("boolean", "S5."),
        "decelerationRate": ("number", "Per millisecond; write \"normal\", \"fast\" or a number in (0, 1)."),
        "minimumZoomScale": ("number", "S10."), "maximumZoomScale": ("number", "S10."),
        "zoomScale": ("number", "Clamped to minimum...maximum."), "scrollsToTop": ("boolean", "S11."),
        "delegate": (
            "Responder?",
            "Scroll views, tables, text fields: whose behaviour answers the delegate methods (responder or name)."
        ),
        "tracking": ("boolean", "A finger is down on the scroll view's pan."), "dragging": ("boolean", ""),
        "decelerating": ("boolean", ""), "zooming": ("boolean", ""),
        "panGestureRecognizer": ("Gesture", ""),
        "pinchGestureRecognizer": ("Gesture?", "nil unless zooming is possible."),
        "rowHeight": ("number", "Tables."), "allowsSelection": ("boolean", "Tables (L4)."),
        "allowsMultipleSelection": ("boolean", "Tables (L4)."), "cells": ("Cell[]", "A table's cells, top to bottom."),
        "row": ("integer", "A cell's row, 0-based."), "selected": ("boolean", "A cell's selection (L3)."),
        "highlighted": ("boolean", "A cell's highlight (L2)."), "height": ("number", "A cell's height."),
        "editing": ("boolean", "A table: a row is swiped, open or closing (W3)."),
        "swipeActions": ("Gesture", "A table's swipe-actions pan (W2); \"TABLE.swipeActions\" by name."),
        "swipeOffset": ("number", "A cell's swipe offset in points, negative when the trailing side shows."),
        "keyboardDismissMode": (
            "\"none\"|\"onDrag\"|\"interactive\"", "How a drag dismisses the keyboard (X9); default \"none\"."
        ),
    ]

    /// Types of the scroll-view, table and cell scene fields.
    static let scrollSceneFieldTypes: [String: String] = {
        var types: [String: String] = [
            "contentSize": "number[]", "contentOffset": "number[]", "contentInset": "number[]",
            "decelerationRate": "\"normal\"|\"fast\"|number", "minimumZoomScale": "number",
            "maximumZoomScale": "number",
            "zoomScale": "number", "delegate": "string", "rowHeight": "number", "height": "number",
            "selected": "boolean",
            "allowsSelection": "boolean", "allowsMultipleSelection": "boolean",
            "keyboardDismissMode": "\"none\"|\"onDrag\"|\"interactive\"",
        ]
        for name in ConstructorFields.scrollBools { types[name] = "boolean" }
        return types
    }()

    /// Signatures of the scroll view and table methods.
    static let scrollMethods: [String: Signature] = [
        "setContentOffset": Signature([("offset", "PointLike"), ("animated", "boolean?")]),
        "scrollRectToVisible": Signature([("rect", "RectLike"), ("animated", "boolean?")]),
        "setZoomScale": Signature([("scale", "number"), ("animated", "boolean?")]),
        "selectedCells": Signature([], "Cell[]"),
        "selectRow": Signature([("cell", "Cell")]),
        "deselectRow": Signature([("cell", "Cell")]),
        "openSwipeRow": Signature([], "Cell?"),
        "closeSwipeRow": Signature([("animated", "boolean?")]),
    ]

    /// Signatures of the scroll-view and table delegate methods and overrides.
    static let scrollBehaviourMethods: [String: Signature] = [
        "touchesShouldBegin": Signature([("touches", "Touch[]"), ("event", "Event"), ("view", "View")], "boolean"),
        "touchesShouldCancel": Signature([("view", "View")], "boolean"),
        "scrollViewDidScroll": Signature([("sv", "ScrollView")]),
        "scrollViewWillBeginDragging": Signature([("sv", "ScrollView")]),
        "scrollViewWillEndDragging": Signature(
            [("sv", "ScrollView"), ("velocity", "Point"), ("target", "Point")], "Point?"),
        "scrollViewDidEndDragging": Signature([("sv", "ScrollView"), ("decelerate", "boolean")]),
        "scrollViewWillBeginDecelerating": Signature([("sv", "ScrollView")]),
        "scrollViewDidEndDecelerating": Signature([("sv", "ScrollView")]),
        "scrollViewDidEndScrollingAnimation": Signature([("sv", "ScrollView")]),
        "scrollViewShouldScrollToTop": Signature([("sv", "ScrollView")], "boolean"),
        "scrollViewDidScrollToTop": Signature([("sv", "ScrollView")]),
        "viewForZooming": Signature([("sv", "ScrollView")], "View?"),
        "scrollViewDidZoom": Signature([("sv", "ScrollView")]),
        "scrollViewDidEndZooming": Signature([("sv", "ScrollView"), ("view", "View?"), ("scale", "number")]),
        "tableShouldHighlightRow": Signature([("t", "TableView"), ("cell", "Cell")], "boolean"),
        "tableDidHighlightRow": Signature([("t", "TableView"), ("cell", "Cell")]),
        "tableDidUnhighlightRow": Signature([("t", "TableView"), ("cell", "Cell")]),
        "tableWillSelectRow": Signature([("t", "TableView"), ("cell", "Cell")], "Cell?"),
        "tableDidSelectRow": Signature([("t", "TableView"), ("cell", "Cell")]),
        "tableWillDeselectRow": Signature([("t", "TableView"), ("cell", "Cell")], "Cell?"),
        "tableDidDeselectRow": Signature([("t", "TableView"), ("cell", "Cell")]),
        "tableTrailingSwipeActions": Signature([("t", "TableView"), ("cell", "Cell")], "table?"),
        "tableLeadingSwipeActions": Signature([("t", "TableView"), ("cell", "Cell")], "table?"),
        "tableCommitDelete": Signature([("t", "TableView"), ("cell", "Cell")]),
        "tableWillBeginEditingRow": Signature([("t", "TableView"), ("cell", "Cell")]),
        "tableDidEndEditingRow": Signature([("t", "TableView"), ("cell", "Cell")]),
    ]
}
