// The configurations of the custom styles the engine does not run yet (`makeBody(configuration:)`);
// toggle, label, progress view, labeled content, button, disclosure group, gauge, date picker and text
// editor styles run (Views/Controls/CustomStyles.swift). Each fails to
// compile with StateEngine's message (issue 34); see UnsupportedViews.swift.

@available(*, unavailable, message: "StateEngine does not model `GroupBoxStyleConfiguration` yet (see Supported SwiftUI)")
public struct GroupBoxStyleConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `MenuStyleConfiguration` yet (see Supported SwiftUI)")
public struct MenuStyleConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `ControlGroupStyleConfiguration` yet (see Supported SwiftUI)")
public struct ControlGroupStyleConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `FormStyleConfiguration` yet (see Supported SwiftUI)")
public struct FormStyleConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `NavigationSplitViewStyleConfiguration` yet (see Supported SwiftUI)")
public struct NavigationSplitViewStyleConfiguration {}
@available(*, unavailable, message: "StateEngine does not model `DefaultButtonLabel` yet (see Supported SwiftUI)")
public struct DefaultButtonLabel {}
@available(*, unavailable, message: "StateEngine does not model `DefaultShareLinkLabel` yet (see Supported SwiftUI)")
public struct DefaultShareLinkLabel {}
@available(*, unavailable, message: "StateEngine does not model `LabeledControlGroupContent` yet (see Supported SwiftUI)")
public struct LabeledControlGroupContent<Content, Label> {}
@available(*, unavailable, message: "StateEngine does not model `LabeledToolbarItemGroupContent` yet (see Supported SwiftUI)")
public struct LabeledToolbarItemGroupContent<Content, Label> {}
