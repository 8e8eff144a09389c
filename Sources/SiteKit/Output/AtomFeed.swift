/// One Atom feed per language, newest first. Dates come from front matter, never the clock.
enum AtomFeed {
    struct Entry {
        var title: String
        var url: String
        var date: String
        var summary: String
    }

    static func xml(title: String, language: Language, feedURL: String, siteURL: String, entries: [Entry]) -> String {
        let updated = entries.map(\.date).max() ?? "1970-01-01"
        var out = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(language.tag)">
          <title>\(HTML.escape(title))</title>
          <id>\(HTML.escape(siteURL))</id>
          <link rel="alternate" href="\(HTML.escape(siteURL))"/>
          <link rel="self" href="\(HTML.escape(feedURL))"/>
          <updated>\(timestamp(updated))</updated>

        """
        for entry in entries {
            out += """
              <entry>
                <title>\(HTML.escape(entry.title))</title>
                <id>\(HTML.escape(entry.url))</id>
                <link rel="alternate" href="\(HTML.escape(entry.url))"/>
                <updated>\(timestamp(entry.date))</updated>
                <author><name>\(HTML.escape(title))</name></author>

            """
            if !entry.summary.isEmpty { out += "    <summary>\(HTML.escape(entry.summary))</summary>\n" }
            out += "  </entry>\n"
        }
        return out + "</feed>\n"
    }

    /// RFC 3339, as Atom requires: a bare date means midnight UTC.
    static func timestamp(_ date: String) -> String {
        // Undated articles still need a valid timestamp; the epoch keeps output deterministic.
        if date.isEmpty { return "1970-01-01T00:00:00Z" }
        if date.count == 10 { return date + "T00:00:00Z" }
        var text = date.replacingAll(" ", with: "T")
        if text.count == 16 { text += ":00" }
        if !(text.hasSuffix("Z") || text.dropFirst(19).contains("+") || text.dropFirst(19).contains("-")) { text += "Z" }
        return text
    }
}
