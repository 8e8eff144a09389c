/// `sitemap.xml` with every page's language alternates (`xhtml:link rel="alternate" hreflang`).
enum Sitemap {
    struct Page {
        var url: String
        /// hreflang (including `x-default`) to absolute URL, this page's own included.
        var alternates: [(hreflang: String, url: String)]
        var lastModified: String?
    }

    static func xml(pages: [Page]) -> String {
        var out = """
        <?xml version="1.0" encoding="utf-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        for page in pages {
            out += "  <url>\n    <loc>\(XMLText.escape(page.url))</loc>\n"
            if let date = page.lastModified.flatMap(FrontMatterDate.init) { out += "    <lastmod>\(date.day10)</lastmod>\n" }
            for alternate in page.alternates {
                out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(XMLText.escape(alternate.hreflang))\" href=\"\(XMLText.escape(alternate.url))\"/>\n"
            }
            out += "  </url>\n"
        }
        return out + "</urlset>\n"
    }
}
