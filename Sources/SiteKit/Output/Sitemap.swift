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
            out += "  <url>\n    <loc>\(HTML.escape(page.url))</loc>\n"
            if let date = page.lastModified, !date.isEmpty { out += "    <lastmod>\(HTML.escape(String(date.prefix(10))))</lastmod>\n" }
            for alternate in page.alternates {
                out += "    <xhtml:link rel=\"alternate\" hreflang=\"\(HTML.escape(alternate.hreflang))\" href=\"\(HTML.escape(alternate.url))\"/>\n"
            }
            out += "  </url>\n"
        }
        return out + "</urlset>\n"
    }
}
