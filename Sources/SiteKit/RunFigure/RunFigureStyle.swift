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
    .rf-device { display: grid; width: 12rem; min-height: 9rem; border: 6px solid var(--device-bezel); border-radius: 1.2rem; color: var(--text); background: var(--device-screen); overflow: hidden; align-items: start; font-size: 0.8rem; font-family: -apple-system, "Helvetica Neue", "PingFang SC", sans-serif; }
    /* The screen and its presentations share one grid cell, so the device grows to fit
       whichever is taller; a layer covers its presenter, which peeks out above a sheet. */
    .rf-screen, .rf-layer { grid-area: 1 / 1; }
    /* The presenter under a layer is dimmed with muted colours, not opacity, so its text keeps AA contrast. */
    .rf-has-layer > .rf-screen { color: var(--muted); }
    .rf-has-layer > .rf-screen .rf-button { color: var(--muted); }
    .rf-screen { padding: 0.9rem 0.6rem; display: flex; flex-direction: column; align-items: center; gap: 0.3rem; }
    .rf-vstack { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; width: 100%; }
    .rf-hstack { display: flex; flex-direction: row; align-items: center; gap: 0.3rem; width: 100%; justify-content: center; }
    .rf-zstack { display: grid; width: 100%; place-items: center; }
    .rf-zstack > * { grid-area: 1 / 1; }
    .rf-list, .rf-form { align-items: stretch; background: var(--device-grouped); padding: 0.3rem; border-radius: 0.4rem; }
    .rf-text { white-space: pre-wrap; text-align: center; }
    .rf-button { color: var(--device-tint); }
    .rf-toggle { display: flex; width: 100%; justify-content: space-between; align-items: center; }
    .rf-switch { font-size: 0.65rem; padding: 0 0.4rem; border-radius: 999px; background: var(--switch-off); color: var(--text); }
    .rf-switch.rf-on { background: var(--switch-on); color: #ffffff; }
    .rf-spacer { flex: 1; min-width: 0.5rem; min-height: 0.5rem; }
    .rf-divider { display: block; width: 100%; border-top: 1px solid var(--border); }
    .rf-other { border: 1px dotted var(--muted); padding: 0.1rem 0.3rem; border-radius: 0.3rem; }
    .rf-kind { font-size: 0.7rem; color: var(--muted); }
    .rf-empty { color: var(--muted); }
    .rf-layer { position: relative; z-index: 1; margin-top: 1.2rem; align-self: stretch; background: var(--device-screen); border-top-left-radius: 0.8rem; border-top-right-radius: 0.8rem; box-shadow: 0 -2px 8px rgb(0 0 0 / 0.35); padding: 0.9rem 0.6rem; }
    .rf-layer-fullScreenCover { margin-top: 0; border-radius: 0; box-shadow: none; }
    .rf-layer-alert, .rf-layer-confirmationDialog { margin-top: 0; background: rgba(0,0,0,0.3); box-shadow: none; display: flex; align-items: center; justify-content: center; border-radius: 0; }
    .rf-layer-content { display: flex; flex-direction: column; align-items: center; gap: 0.3rem; }
    .rf-alert { background: var(--device-grouped); border: 1px solid var(--border); border-radius: 0.6rem; padding: 0.5rem; display: flex; flex-direction: column; gap: 0.3rem; align-items: center; min-width: 70%; }
    .rf-alert-title { font-weight: 600; margin: 0; }
    .rf-notes { flex: 1; min-width: 12rem; font-size: 0.85rem; }
    .rf-label { margin: 0.2rem 0; font-weight: 600; color: var(--muted); font-size: 0.8rem; }
    .rf-bodies, .rf-events { margin: 0 0 0.4rem; padding-left: 1.2rem; }
    .rf-console { margin: 0 0 0.4rem; padding: 0.3rem 0.5rem; background: var(--console-background); color: var(--console-text); border-radius: 0.3rem; white-space: pre-wrap; }
    .rf-bad { color: var(--bad-text); font-weight: 600; }
    .rf-transcript { margin-top: 0.5rem; font-size: 0.85rem; }
    .rf-transcript pre { overflow-x: auto; }
    """
}
