// The configurations of the custom styles the engine does not run yet (`makeBody(configuration:)`);
// toggle, label, progress view, labeled content, button, disclosure group, gauge, date picker, text
// editor, group box, control group, form, menu, navigation split view and table styles run (Views/Controls/CustomStyles.swift,
// ContainerStyles.swift). Each fails to
// compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

@available(*, unavailable, message: "StateEngine does not model `DefaultShareLinkLabel` yet (see Supported SwiftUI)")
public struct DefaultShareLinkLabel {}
@available(*, unavailable, message: "StateEngine does not model `LabeledControlGroupContent` yet (see Supported SwiftUI)")
public struct LabeledControlGroupContent<Content, Label> {}
@available(*, unavailable, message: "StateEngine does not model `LabeledToolbarItemGroupContent` yet (see Supported SwiftUI)")
public struct LabeledToolbarItemGroupContent<Content, Label> {}
