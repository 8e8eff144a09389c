import Foundation
import Testing

/// What a reader sees and does, in headless Chromium, on a built site opened from disk.
@Suite("In a browser", .enabled(if: Chromium.enabled, "needs chromium (apt-get install chromium fonts-noto-cjk)"), .serialized)
struct ReaderBrowserTests {
    var site: URL { ReaderSite.output }

    /// Texts of the run figure, inline code and highlighted code meet WCAG AA (4.5:1) in both
    /// colour schemes (dark mode once kept a white panel under light-grey text, 1.2:1).
    @Test(.timeLimit(.minutes(3)), arguments: [false, true])
    func runFigureTextIsReadableInLightAndDark(dark: Bool) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: "en/hello.html", dark: dark, ProbeScript.contrast + """
            var selectors = [".rf-title", ".rf-step-title", ".rf-label", ".rf-mark", ".rf-console", ".rf-device .rf-text",
                             ".rf-has-layer > .rf-screen .rf-text", ".rf-layer .rf-text", ".rf-button", ".rf-transcript summary",
                             ".rf-cause", ".rf-claim-head", ".rf-fold", ".rf-fold-all", ":not(pre) > code", "pre.code .hl-kw", "pre.code .hl-attr", "pre.code .hl-type", ".meta time", ".copy-button"];
            var out = {};
            selectors.forEach(function (selector) {
              var elements = Array.from(doc.querySelectorAll(selector));
              out[selector] = elements.length ? Math.min.apply(null, elements.map(contrast)) : -1;
            });
            out.dark = win.matchMedia("(prefers-color-scheme: dark)").matches;
            done(out);
            """)
        let ratios = try #require(result as? [String: Any])
        #expect(ratios["dark"] as? Bool == dark)
        for (selector, value) in ratios where selector != "dark" {
            let ratio = try #require(value as? Double)
            #expect(ratio >= 4.5, "\(selector) has contrast \(ratio) in \(dark ? "dark" : "light") mode")
        }
    }

    /// At 390 px (a phone) no page scrolls sideways, and the search popover stays on screen.
    @Test(.timeLimit(.minutes(3)), arguments: ["index.html", "en/index.html", "en/hello.html", "zh/hello.html", "en/tags/index.html", "en/tags/state.html", "404.html"])
    func phoneLayoutHasNoHorizontalOverflow(page: String) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: page, width: 390, height: 844, """
            var out = { scrollWidth: doc.documentElement.scrollWidth, width: win.innerWidth };
            var input = doc.querySelector("form[data-search] input");
            if (!input) { done(out); return; }
            input.focus();
            input.value = "count"; input.dispatchEvent(new win.Event("input"));
            setTimeout(function () {
              var list = doc.querySelector(".search-results"), box = list.getBoundingClientRect();
              out.popoverLeft = box.left; out.popoverRight = box.right; out.popoverShown = !list.hidden;
              out.titleClipped = Array.from(list.querySelectorAll("a")).some(function (a) { return a.scrollWidth > a.clientWidth + 1; });
              done(out);
            }, 400);
            """)
        let layout = try #require(result as? [String: Any])
        let width = try #require(layout["width"] as? Int)
        #expect(width == 390)
        #expect(try #require(layout["scrollWidth"] as? Int) <= width, "\(page) scrolls sideways: \(layout)")
        if let shown = layout["popoverShown"] as? Bool, page != "404.html" {
            #expect(shown)
            #expect(try #require(layout["popoverLeft"] as? Double) >= 0, "\(page): \(layout)")
            #expect(try #require(layout["popoverRight"] as? Double) <= Double(width), "\(page): \(layout)")
            #expect(layout["titleClipped"] as? Bool == false)
        }
    }

    /// Typing finds articles in both languages; arrows move through the results while the field
    /// keeps the focus (an ARIA 1.2 combobox: `aria-activedescendant`), Esc closes them, `/`
    /// focuses the field, and a live region announces the count.
    @Test(.timeLimit(.minutes(3)), arguments: [("en/other.html", "count", "hello.html"), ("zh/hello.html", "计数", "hello.html")])
    func searchWorksWithTheKeyboard(page: String, query: String, expected: String) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: page, """
            var input = doc.querySelector("form[data-search] input"), list = doc.querySelector(".search-results");
            function key(target, name) { target.dispatchEvent(new win.KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true })); }
            doc.body.focus();
            key(doc.body, "/");
            var out = { slashFocuses: doc.activeElement === input };
            input.value = \(String(reflecting: query)); input.dispatchEvent(new win.Event("input"));
            setTimeout(function () {
              var links = Array.from(list.querySelectorAll("[role=option]"));
              out.results = links.map(function (a) { return a.getAttribute("href"); });
              out.marked = list.querySelectorAll("mark").length;
              out.status = doc.querySelector("form[data-search] [role=status]").textContent;
              out.expanded = input.getAttribute("aria-expanded");
              key(input, "ArrowDown");
              out.arrowSelectsFirst = input.getAttribute("aria-activedescendant") === links[0].id
                && links[0].getAttribute("aria-selected") === "true" && doc.activeElement === input;
              key(input, "Escape");
              out.escapeCloses = list.hidden;
              out.focusBack = doc.activeElement === input;
              done(out);
            }, 500);
            """)
        let search = try #require(result as? [String: Any])
        #expect(search["slashFocuses"] as? Bool == true)
        let results = try #require(search["results"] as? [String])
        #expect(results.first?.hasSuffix(expected) == true || results.first?.contains(expected + "#") == true, "\(results)")
        #expect(try #require(search["marked"] as? Int) > 0, "matches are highlighted")
        #expect((search["status"] as? String)?.isEmpty == false)
        #expect(search["expanded"] as? String == "true")
        #expect(search["arrowSelectsFirst"] as? Bool == true)
        #expect(search["escapeCloses"] as? Bool == true)
        #expect(search["focusBack"] as? Bool == true)
    }

    /// The language switch of every kind of page leads to the same kind of page in the other language.
    @Test(.timeLimit(.minutes(3)), arguments: [
        ("en/hello.html", "zh/hello.html"), ("en/index.html", "zh/index.html"), ("en/tags/index.html", "zh/tags/index.html"),
        ("en/tags/state.html", "zh/tags/state.html"), ("en/tags/sheet.html", "zh/tags/index.html"), ("index.html", "zh/index.html"),
        ("zh/hello.html", "en/hello.html"), ("zh/tags/state.html", "en/tags/state.html"),
    ])
    func languageSwitchKeepsThePageKind(page: String, target: String) throws {
        _ = try ReaderSite.folder()
        let other = target.hasPrefix("zh") ? "zh" : "en"
        let result = try Chromium.probe(folder: site, page: page, """
            var link = doc.querySelector('.language-switcher a[hreflang^="\(other)"]');
            done(link ? link.href : null);
            """)
        let href = try #require(result as? String, "\(page) has no link to \(other)")
        #expect(href == site.appendingPathComponent(target).absoluteString, "\(page) switches to \(href)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(target).path))
    }

    /// Each code block has a copy button that copies exactly the code and says so.
    @Test(.timeLimit(.minutes(3)))
    func copyButtonCopiesTheCode() throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: "en/hello.html", """
            var copied = null;
            Object.defineProperty(win.navigator, "clipboard", { value: { writeText: function (text) { copied = text; return Promise.resolve(); } } });
            var blocks = doc.querySelectorAll(".article-body pre.code"), buttons = doc.querySelectorAll(".article-body .copy-button");
            var last = blocks[blocks.length - 1], button = last.parentNode.querySelector(".copy-button");
            button.click();
            setTimeout(function () {
              done({ blocks: blocks.length, buttons: buttons.length, copied: copied, expected: last.querySelector("code").textContent,
                     label: button.textContent, anchors: doc.querySelectorAll(".article-body h2 > a.heading-anchor").length });
            }, 200);
            """)
        let copy = try #require(result as? [String: Any])
        #expect(copy["blocks"] as? Int == copy["buttons"] as? Int)
        #expect(try #require(copy["blocks"] as? Int) >= 2)
        #expect(copy["copied"] as? String == "statedocs verify\n")
        #expect(copy["label"] as? String == "Copied")
        #expect(copy["anchors"] as? Int == 2)
    }

    /// The claimed transcript stays where the author wrote it, once, and the figure folds away the
    /// run's own; the device frame is an image described by its screen; Chinese soft line breaks
    /// do not become spaces.
    @Test(.timeLimit(.minutes(3)))
    func readerSeesEachTranscriptOnceAndNoStraySpaces() throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: "zh/hello.html", """
            done({ outputBlocks: doc.querySelectorAll("pre.code.output").length,
                   transcripts: doc.querySelectorAll(".rf details.rf-transcript").length,
                   claims: doc.querySelectorAll(".rf-claim").length,
                   device: Array.from(doc.querySelectorAll(".rf-device[role=img]")).map(function (d) { return d.getAttribute("aria-label"); }).join("|"),
                   paragraph: doc.querySelector(".article-body p").innerText,
                   summaryMeta: doc.querySelector('meta[name="description"]').content,
                   skip: doc.querySelector("a.skip-link").getAttribute("href"),
                   og: (doc.querySelector('meta[property="og:title"]') || {}).content || null });
            """)
        let page = try #require(result as? [String: Any])
        #expect(page["outputBlocks"] as? Int == 0)
        #expect(page["transcripts"] as? Int == 1)
        #expect(page["claims"] as? Int == 1)
        #expect((page["device"] as? String)?.contains("Text \"count = 1\"") == true, "\(page["device"] ?? "")")
        #expect(page["paragraph"] as? String == "点按按钮会改变计数，而视图的 body 读取了它。")
        #expect(page["summaryMeta"] as? String == "说明 @State 如何在更新之间保留计数。")
        #expect(page["skip"] as? String == "#main")
        #expect(page["og"] as? String == "统计点按次数")
    }

    /// Issue #31: a sheet's presenter stays visible above it; every body entry says why it ran
    /// (in the page's language); a figure folds and unfolds, one or all, and the choice is kept.
    @Test(.timeLimit(.minutes(3)), arguments: [("en/hello.html", false), ("zh/hello.html", true)])
    func runFiguresExplainAndFold(page: String, dark: Bool) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: page, dark: dark, """
            var out = {};
            var device = Array.from(doc.querySelectorAll(".rf-device.rf-has-layer"))[0];
            var presenter = device.querySelector(".rf-screen .rf-text"), sheet = device.querySelector(".rf-layer-sheet");
            out.presenterAbove = presenter.getBoundingClientRect().bottom <= sheet.getBoundingClientRect().top + 1;
            out.presenterVisible = win.getComputedStyle(presenter).visibility === "visible";
            out.sheetDiffers = win.getComputedStyle(sheet).backgroundColor !== win.getComputedStyle(device.querySelector(".rf-screen")).backgroundColor
              || win.getComputedStyle(device.querySelector(".rf-screen")).backgroundImage !== "none";
            var bodies = Array.from(doc.querySelectorAll(".rf-bodies li"));
            out.bodies = bodies.length;
            out.withCause = bodies.filter(function (li) { return li.hasAttribute("data-cause") && li.querySelector(".rf-cause").textContent.length > 0; }).length;
            out.causes = bodies.map(function (li) { return li.querySelector(".rf-cause").textContent; }).join("|");
            out.noBody = doc.querySelectorAll(".rf-no-body").length;
            // Event lines with the program's own values (shown as code) left out: the page's words only.
            out.events = Array.from(doc.querySelectorAll(".rf-events li")).map(function (li) {
              var copy = li.cloneNode(true);
              Array.from(copy.querySelectorAll("code")).forEach(function (code) { code.remove(); });
              return copy.textContent;
            }).join("|");
            out.changed = Array.from(doc.querySelectorAll(".rf-changed")).map(function (node) { return node.textContent; }).join("|");
            var figure = doc.querySelector("figure.rf"), fold = figure.querySelector(".rf-fold"), all = doc.querySelector(".rf-fold-all");
            fold.click();
            out.folded = figure.classList.contains("rf-folded") && figure.querySelector(".rf-steps").offsetHeight === 0;
            out.foldExpanded = fold.getAttribute("aria-expanded");
            var stored = null;
            try { stored = win.localStorage.getItem("statedocs-fold:" + win.location.pathname + "#counter"); } catch (error) { stored = "unavailable"; }
            out.stored = stored;
            all.click();
            out.allUnfolded = !figure.classList.contains("rf-folded") && figure.querySelector(".rf-steps").offsetHeight > 0;
            all.click();
            out.allFolded = figure.classList.contains("rf-folded");
            all.click();
            done(out);
            """)
        let figure = try #require(result as? [String: Any])
        #expect(figure["presenterAbove"] as? Bool == true, "\(figure)")
        #expect(figure["presenterVisible"] as? Bool == true)
        #expect(figure["sheetDiffers"] as? Bool == true)
        let bodies = try #require(figure["bodies"] as? Int)
        #expect(bodies >= 2)
        #expect(figure["withCause"] as? Int == bodies)
        // The "Show" tap writes `showing`, which no body reads: no body ran in that step.
        #expect(try #require(figure["noBody"] as? Int) >= 1)
        let causes = try #require(figure["causes"] as? String)
        if page.hasPrefix("zh") {
            #expect(!causes.contains(where: { $0.isASCII && $0.isLetter && !"count".contains($0) }), "\(causes)")
        } else {
            #expect(causes.contains("reads count, which changed in this step"), "\(causes)")
        }
        // The figure speaks the page's language; what a step changed is outlined (the tap changed the count).
        let events = try #require(figure["events"] as? String)
        #expect(events.contains(page.hasPrefix("zh") ? "检查通过" : "expect ok"), "\(events)")
        if page.hasPrefix("zh") { #expect(!events.contains(where: { $0.isASCII && $0.isLetter }), "\(events)") }
        #expect((figure["changed"] as? String)?.contains("count = 1") == true, "\(figure)")
        #expect(figure["folded"] as? Bool == true)
        #expect(figure["foldExpanded"] as? String == "false")
        #expect(figure["stored"] as? String == "1" || figure["stored"] as? String == "unavailable")
        #expect(figure["allUnfolded"] as? Bool == true)
        #expect(figure["allFolded"] as? Bool == true)
    }

    /// Issue #31: a pushed page is drawn as iOS pushes one, distinct from a sheet: it covers
    /// the page it came from, under a back button naming that page, with its own title; the
    /// list it was pushed from shows its links as rows with a chevron.
    @Test(.timeLimit(.minutes(3)), arguments: [false, true])
    func aPushedPageDiffersFromASheet(dark: Bool) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: "en/other.html", dark: dark, """
            var out = {};
            var figure = doc.querySelector("figure.rf[data-scenario='library']");
            var devices = Array.from(figure.querySelectorAll(".rf-device"));
            var list = devices[0], pushed = devices[1];
            var link = list.querySelector(".rf-navlink");
            out.linkColor = win.getComputedStyle(link).color;
            out.tint = win.getComputedStyle(list).getPropertyValue("--device-tint").trim();
            out.chevron = win.getComputedStyle(link, "::after").content;
            out.rowBackground = win.getComputedStyle(list.querySelector(".rf-group")).backgroundColor;
            out.listBackground = win.getComputedStyle(list.querySelector(".rf-list")).backgroundColor;
            var layer = pushed.querySelector(".rf-layer-navigation");
            out.presenterHidden = win.getComputedStyle(pushed.querySelector(".rf-screen")).visibility === "hidden";
            out.back = layer.querySelector(".rf-back").textContent;
            out.title = layer.querySelector(".rf-navtitle").textContent;
            out.layerTopGap = layer.getBoundingClientRect().top - pushed.getBoundingClientRect().top;
            done(out);
            """)
        let pushed = try #require(result as? [String: Any])
        #expect(pushed["presenterHidden"] as? Bool == true, "\(pushed)")
        #expect(pushed["back"] as? String == "Library")
        #expect(pushed["title"] as? String == "Dune")
        // A sheet starts below the top to show its presenter; a pushed page fills the screen.
        #expect(try #require(pushed["layerTopGap"] as? Double) < 12, "\(pushed)")
        #expect(pushed["chevron"] as? String == "\"›\"")
        #expect(pushed["rowBackground"] as? String != pushed["listBackground"] as? String, "\(pushed)")
    }

    /// Screenshots of what a reader sees, kept in the temporary folder for people to look at
    /// (`STATEDOCS_SCREENSHOTS=dir` keeps them there); each must be a real, non-empty PNG.
    @Test(.timeLimit(.minutes(3)))
    func screenshotsOfBothSchemes() throws {
        _ = try ReaderSite.folder()
        let folder = ProcessInfo.processInfo.environment["STATEDOCS_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("statedocs-screenshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, page, width, dark) in [("article-light", "en/hello.html", 1280, false), ("article-dark", "en/hello.html", 1280, true),
                                          ("article-phone-zh", "zh/hello.html", 390, false), ("landing-dark", "index.html", 1280, true)] {
            let file = folder.appendingPathComponent(name + ".png")
            try? FileManager.default.removeItem(at: file)
            try Chromium.screenshot(site.appendingPathComponent(page).absoluteString, to: file, width: width, height: 2400, dark: dark)
            let data = try Data(contentsOf: file)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]) && data.count > 10_000, "\(name).png")
        }
    }
}
