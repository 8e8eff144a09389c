import Foundation
import Testing

/// Issue #31, "Reading a long article": the search combobox, the nested table of contents and
/// its fold on phones, checked in headless Chromium on the reader test site.
@Suite("Reading furniture in a browser", .enabled(if: Axe.enabled, "needs chromium and axe-core (pip install --no-deps axe-playwright-python)"), .serialized)
struct ReadingFurnitureBrowserTests {
    var site: URL { ReaderSite.output }

    /// With results open, the search form has no axe-core violation (the ARIA 1.2 combobox
    /// pattern: role, aria-expanded, aria-controls, aria-activedescendant on a listbox of
    /// options), and highlighted matches keep 4.5:1, in both schemes and both languages.
    @Test(.timeLimit(.minutes(3)), arguments: [("en/other.html", "environ", false), ("en/other.html", "environ", true), ("zh/hello.html", "计数", true)])
    func openSearchResultsPassAxe(page: String, query: String, dark: Bool) throws {
        _ = try ReaderSite.folder()
        let prepare = ProbeScript.contrast + """
            var input = doc.querySelector("form[data-search] input");
            input.focus();
            input.value = \(String(reflecting: query)); input.dispatchEvent(new win.Event("input"));
            setTimeout(function () {
              input.dispatchEvent(new win.KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true }));
              var marks = Array.from(doc.querySelectorAll(".search-results mark"));
              var summaries = Array.from(doc.querySelectorAll(".search-results .search-summary"));
              ready({ marks: marks.length,
                      markContrast: marks.length ? Math.min.apply(null, marks.map(contrast)) : -1,
                      summaryContrast: summaries.length ? Math.min.apply(null, summaries.map(contrast)) : -1 });
            }, 400);
            """
        let result = try Chromium.probe(folder: site, page: page, dark: dark, budget: 20000, try Axe.probe(context: "form[data-search]", prepare: prepare))
        let audit = try #require(result as? [String: Any])
        #expect(audit["violations"] as? [String] == [], "\(page) \(dark ? "dark" : "light"): \(audit)")
        #expect(try #require(audit["marks"] as? Int) > 0)
        #expect(try #require(audit["markContrast"] as? Double) >= 4.5, "\(audit)")
        let summary = try #require(audit["summaryContrast"] as? Double)
        #expect(summary == -1 || summary >= 4.5, "\(audit)")
    }

    /// The whole article page, search closed, has no axe-core violation.
    @Test(.timeLimit(.minutes(3)), arguments: ["en/hello.html", "zh/hello.html", "en/other.html"])
    func articlePagesPassAxe(page: String) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: page, budget: 20000, try Axe.probe(context: nil))
        let audit = try #require(result as? [String: Any])
        #expect(audit["violations"] as? [String] == [], "\(page): \(audit)")
    }

    /// Sub-sections nest under their section in the table of contents (so the numbering, CSS
    /// counters over the nested lists, reads 1, 1.1, 2); on a 390 px phone the contents start folded under "On this page", so the
    /// article's first paragraph is on the first screen; on a desktop they are open.
    @Test(.timeLimit(.minutes(3)), arguments: [(1280, true), (390, false)])
    func tableOfContentsNestsAndFoldsOnPhones(width: Int, open: Bool) throws {
        _ = try ReaderSite.folder()
        let result = try Chromium.probe(folder: site, page: "en/other.html", width: width, height: 844, """
            var toc = doc.querySelector("nav.toc"), details = toc.querySelector("details");
            var top = Array.from(toc.querySelectorAll("details > ol > li"));
            var nested = Array.from(toc.querySelectorAll("details > ol > li > ol > li"));
            var paragraph = doc.querySelector(".article-body p").getBoundingClientRect();
            done({ open: details.open, summary: toc.querySelector("summary").textContent,
                   top: top.map(function (li) { return li.querySelector("a").textContent; }),
                   nested: nested.map(function (li) { return li.querySelector("a").textContent; }),
                   paragraphOnFirstScreen: paragraph.top < 844 });
            """)
        let toc = try #require(result as? [String: Any])
        #expect(toc["open"] as? Bool == open, "\(toc)")
        #expect(toc["summary"] as? String == "On this page")
        #expect(toc["top"] as? [String] == ["Environment", "Preferences"])
        #expect(toc["nested"] as? [String] == ["Reading a value"])
        #expect(toc["paragraphOnFirstScreen"] as? Bool == true)
    }
}
