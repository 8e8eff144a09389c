/// The run figure's stylesheet, appended to the theme's. Plain CSS: the figure needs no
/// script, and the device is drawn with boxes and real text. Every colour is one of the
/// theme's variables (style.css defines them for light and dark), so a figure follows the
/// reader's colour scheme like the rest of the page.
enum RunFigureStyle {
    static let css = """
    /* Run figures (scenario timelines) */
    .rf { margin: 1rem 0 1.5rem; border: 1px solid var(--border); border-radius: 8px; padding: 0.75rem 1rem; color: var(--text); background: var(--surface); }
    .rf-head { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: space-between; align-items: baseline; font-size: 0.9rem; }
    .rf-title { font-weight: 600; }
    .rf-mark { font-size: 0.85rem; padding: 0.1rem 0.5rem; border-radius: 999px; }
    .rf-ok { background: var(--ok-background); color: var(--ok-text); }
    .rf-failed { background: var(--bad-background); color: var(--bad-text); }
    .rf-failures { border-left: 4px solid var(--bad-border); background: var(--bad-background); padding: 0.25rem 0.75rem; margin: 0.5rem 0; }
    .rf-failures pre { font-size: 0.8rem; overflow-x: auto; }
    .rf-steps { list-style: none; padding: 0; margin: 0.75rem 0 0; counter-reset: rf-step; }
    .rf-step { counter-increment: rf-step; border-top: 1px dashed var(--border); padding: 0.5rem 0; }
    .rf-step-title { margin: 0 0 0.4rem; font-size: 0.9rem; }
    .rf-step-title::before { content: counter(rf-step) ". "; color: var(--muted); }
    .rf-step-body { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
    .rf-device { display: grid; width: 12rem; min-height: 9rem; border: 6px solid var(--device-bezel); border-radius: 1.2rem; color: var(--text); background: var(--device-screen); overflow: hidden; align-items: start; font-size: 0.8rem; font-family: var(--font-text); }
    /* Latin text in a drawn device uses the Latin system face on Chinese pages too, as iOS does;
       CJK text falls through to the CJK faces later in the stack. */
    :lang(zh) .rf-device { font-family: -apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", "PingFang SC", "Noto Sans CJK SC", sans-serif; }
    /* The screen and its presentations share one grid cell, so the device grows to fit
       whichever is taller; a layer covers its presenter, which peeks out above a sheet. */
    .rf-screen, .rf-layer { grid-area: 1 / 1; }
    /* The presenter under a layer is dimmed with muted colours, not opacity, so its text keeps AA contrast. */
    .rf-has-layer > .rf-screen { color: var(--muted); }
    .rf-has-layer:has(> .rf-layer-navigation, > .rf-layer-fullScreenCover) > .rf-screen { visibility: hidden; }
    .rf-has-layer > .rf-screen .rf-button { color: var(--muted); }
    .rf-screen { padding: 0.9rem 0.6rem; display: flex; flex-direction: column; align-items: center; gap: 0.3rem; }
    .rf-vstack { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; width: 100%; }
    .rf-hstack { display: flex; flex-direction: row; align-items: center; gap: 0.3rem; width: 100%; justify-content: center; }
    .rf-zstack { display: grid; width: 100%; place-items: center; }
    .rf-zstack > * { grid-area: 1 / 1; }
    /* Lists and forms as iOS draws them (DeviceFrameHTML.list): rows in groups, separated by
       hairlines, text at the leading edge. Inset grouped (iOS's default and a form's): rounded
       cards on the grouped background; grouped: cards edge to edge; inset: rounded cards on the
       screen's colour; plain: rows on the screen's colour. */
    .rf-list { align-items: stretch; gap: 0; }
    .rf-list-insetGrouped, .rf-list-grouped { background: var(--device-grouped-background); padding: 0.3rem; border-radius: 0.4rem; }
    .rf-list-grouped { padding: 0.3rem 0; border-radius: 0; }
    .rf-list-inset { padding: 0.3rem; }
    .rf-group { display: flex; flex-direction: column; align-items: stretch; }
    .rf-list-insetGrouped .rf-group, .rf-list-grouped .rf-group, .rf-list-inset .rf-group { background: var(--device-cell); }
    .rf-list-insetGrouped .rf-group, .rf-list-inset .rf-group { border-radius: 0.45rem; }
    .rf-group + .rf-group, .rf-section + .rf-group, .rf-group + .rf-section { margin-top: 0.45rem; }
    .rf-list .rf-group > * { display: flex; justify-content: flex-start; align-items: center; box-sizing: border-box; width: 100%; padding: 0.3rem 0.5rem; text-align: left; }
    .rf-list .rf-group > * + * { border-top: 1px solid var(--device-edge); }
    .rf-list .rf-group > .rf-toggle, .rf-list .rf-group > .rf-row, .rf-list .rf-group > .rf-navlink { justify-content: space-between; }
    .rf-list .rf-group > .rf-navlink { color: var(--text); }
    .rf-list .rf-group > .rf-navlink::after { content: "›"; color: var(--muted); font-size: 1rem; line-height: 1; }
    .rf-section-header, .rf-section-footer { margin: 0.2rem 0.5rem; font-size: 0.65rem; color: var(--muted); text-align: left; }
    .rf-section-header { text-transform: uppercase; }
    .rf-text { white-space: pre-wrap; text-align: center; }
    .rf-button { color: var(--device-tint); }
    .rf-toggle { display: flex; width: 100%; justify-content: space-between; align-items: center; }
    /* A switch as iOS draws it: a pill with a knob, on the right when on. */
    .rf-switch { position: relative; flex: none; display: inline-block; width: 1.9rem; height: 1.15rem; border-radius: 999px; background: var(--switch-off); }
    .rf-switch::after { content: ""; position: absolute; top: 0.1rem; left: 0.1rem; width: 0.95rem; height: 0.95rem; border-radius: 50%; background: #ffffff; box-shadow: 0 1px 2px rgb(0 0 0 / 0.3); }
    .rf-switch.rf-on { background: var(--switch-on); }
    .rf-switch.rf-on::after { left: auto; right: 0.1rem; }
    /* Controls as iOS draws them (DeviceFrameHTML.control): the figure is a picture, so the
       parts are boxes, and the words stay real text for the contrast checks. */
    .rf-row { display: flex; width: 100%; justify-content: space-between; align-items: center; gap: 0.4rem; }
    .rf-field { display: block; width: 100%; box-sizing: border-box; text-align: left; padding: 0.2rem 0.4rem; border: 1px solid var(--device-edge); border-radius: 0.35rem; background: var(--device-screen); white-space: pre-wrap; }
    .rf-search { background: var(--device-grouped); border-color: transparent; border-radius: 0.5rem; }
    .rf-search::before { content: "⌕ "; color: var(--muted); }
    .rf-prompt { color: var(--muted); }
    .rf-focused { border-color: var(--device-tint); box-shadow: 0 0 0 2px color-mix(in srgb, var(--device-tint) 35%, transparent); }
    .rf-caret { display: inline-block; width: 2px; height: 1em; margin-left: 1px; vertical-align: text-bottom; background: var(--device-tint); }
    .rf-stepper { display: inline-flex; flex: none; border-radius: 0.4rem; background: var(--device-grouped); border: 1px solid var(--device-edge); }
    .rf-stepper > span { padding: 0 0.45rem; color: var(--text); }
    .rf-stepper > span + span { border-left: 1px solid var(--device-edge); }
    .rf-stepper > .rf-off { color: var(--muted); }
    .rf-slider { position: relative; display: block; width: 100%; height: 1.1rem; background: linear-gradient(var(--device-tint), var(--device-tint)) left center / calc(var(--rf-f) * 100%) 0.2rem no-repeat, linear-gradient(var(--switch-off), var(--switch-off)) center / 100% 0.2rem no-repeat; }
    .rf-knob { position: absolute; top: 0.05rem; left: calc((100% - 1rem) * var(--rf-f)); width: 1rem; height: 1rem; border-radius: 50%; background: #ffffff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.35); }
    .rf-picker { color: var(--device-tint); white-space: nowrap; }
    .rf-chevrons { font-size: 0.65em; letter-spacing: -0.1em; }
    .rf-progress { display: block; width: 100%; height: 0.25rem; border-radius: 999px; background: linear-gradient(var(--device-tint), var(--device-tint)) left / calc(var(--rf-f) * 100%) 100% no-repeat, var(--switch-off); }
    .rf-spinner { display: inline-block; width: 1rem; height: 1rem; border-radius: 50%; border: 2px dotted var(--muted); }
    /* Disabled controls grey out as on iOS; muted keeps text at AA contrast where opacity would not. */
    .rf-disabled, .rf-disabled .rf-picker, .rf-disabled .rf-stepper > span { color: var(--muted); }
    /* What a step changed since the step before (ScreenChanges): outlined, the text untouched. */
    .rf-changed { outline: 2px solid var(--changed-outline, #d97706); outline-offset: 1px; border-radius: 0.25rem; }
    .rf-navtitle { align-self: stretch; margin: 0 0 0.3rem; font-size: 1.15rem; font-weight: 700; text-align: left; }
    .rf-tabview { display: flex; flex-direction: column; width: 100%; min-height: 7rem; justify-content: space-between; gap: 0.4rem; }
    .rf-tabbar { display: flex; justify-content: space-around; border-top: 1px solid var(--device-edge); padding-top: 0.25rem; font-size: 0.7rem; }
    .rf-tab { color: var(--muted); }
    .rf-tab-selected { color: var(--device-tint); font-weight: 600; }
    .rf-spacer { flex: 1; min-width: 0.5rem; min-height: 0.5rem; }
    .rf-divider { display: block; width: 100%; border-top: 1px solid var(--border); }
    .rf-other { border: 1px dotted var(--muted); padding: 0.1rem 0.3rem; border-radius: 0.3rem; }
    .rf-kind { font-size: 0.7rem; color: var(--muted); }
    .rf-empty { color: var(--muted); }
    .rf-layer { position: relative; z-index: 1; align-self: stretch; background: var(--device-screen); padding: 0.9rem 0.6rem; }
    /* A sheet rises from the bottom over its dimmed presenter, which stays visible above it
       (iOS's card: rounded top, a grabber, an elevated colour in dark mode). */
    .rf-layer-sheet, .rf-layer-popover { margin-top: 2.6rem; background: var(--device-sheet); border-top: 1px solid var(--device-edge); border-top-left-radius: 0.8rem; border-top-right-radius: 0.8rem; box-shadow: 0 -2px 8px rgb(0 0 0 / 0.35); padding-top: 1.1rem; }
    .rf-layer-sheet::before, .rf-layer-popover::before { content: ""; position: absolute; top: 0.35rem; left: 50%; width: 1.6rem; height: 0.2rem; margin-left: -0.8rem; border-radius: 999px; background: var(--device-edge); }
    .rf-has-layer:has(> .rf-layer-sheet, > .rf-layer-popover) > .rf-screen { background-image: linear-gradient(var(--device-scrim), var(--device-scrim)); }
    /* A pushed page covers the page it came from, edge to edge, under a navigation bar whose
       back button names that page: unlike a sheet, nothing of the previous page shows. */
    .rf-layer-navigation { margin-top: 0; border-left: 1px solid var(--device-edge); padding-top: 0.3rem; }
    .rf-navbar { margin: 0 0 0.2rem; text-align: left; }
    .rf-back { color: var(--device-tint); }
    .rf-back::before { content: "‹ "; font-size: 1.1rem; line-height: 1; }
    .rf-layer-fullScreenCover { margin-top: 0; }
    .rf-layer-alert, .rf-layer-confirmationDialog { margin-top: 0; background: rgba(0,0,0,0.3); box-shadow: none; display: flex; align-items: center; justify-content: center; border-radius: 0; }
    .rf-layer-content { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; }
    .rf-alert { background: var(--device-grouped); border: 1px solid var(--border); border-radius: 0.6rem; padding: 0.5rem; display: flex; flex-direction: column; gap: 0.3rem; align-items: center; min-width: 70%; }
    .rf-alert-title { font-weight: 600; margin: 0; }
    .rf-notes { flex: 1; min-width: 12rem; font-size: 0.85rem; }
    .rf-label { margin: 0.2rem 0; font-weight: 600; color: var(--muted); font-size: 0.8rem; }
    .rf-bodies, .rf-events { margin: 0 0 0.4rem; padding-left: 1.2rem; }
    .rf-cause { display: block; color: var(--muted); font-size: 0.8rem; }
    .rf-no-body { font-weight: 400; font-style: italic; }
    .rf-console { margin: 0 0 0.4rem; padding: 0.3rem 0.5rem; background: var(--console-background); color: var(--console-text); border-radius: 0.3rem; white-space: pre-wrap; }
    .rf-bad { color: var(--bad-text); font-weight: 600; }
    .rf-stop-details { margin: 0.3rem 0 0; font-size: 0.75rem; font-weight: 400; color: var(--text); overflow-x: auto; }
    .rf-transcript { margin-top: 0.5rem; font-size: 0.85rem; }
    .rf-claim { margin: 1rem 0; border-left: 4px solid var(--border); padding: 0.25rem 0 0.25rem 0.75rem; }
    .rf-claim-head { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: space-between; align-items: baseline; margin: 0 0 0.3rem; font-size: 0.9rem; }
    .rf-claim-text { margin: 0; overflow-x: auto; font-size: 0.85rem; }
    .rf-fold, .rf-fold-all { font: inherit; font-size: 0.8rem; color: var(--device-tint); background: none; border: 1px solid var(--border); border-radius: 999px; padding: 0.05rem 0.6rem; cursor: pointer; }
    .rf-fold-all { display: block; margin: 0.5rem 0 0 auto; }
    .rf-folded > :not(.rf-head) { display: none; }
    .rf-transcript pre { overflow-x: auto; }
    """
}
