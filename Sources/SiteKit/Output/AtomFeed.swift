/// One Atom feed per language, newest first. Dates come from front matter, never the clock.
enum AtomFeed {
    struct Entry {
        var title: String
        var url: String
        var date: String
        var summary: String
    }

    static func xml(title: String, language: Language, feedURL: String, siteURL: String, entries: [Entry]) -> String {
        let updated = entries.map { timestamp($0.date) }.max() ?? "1970-01-01T00:00:00Z"
        var out = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(language.tag)">
          <title>\(XMLText.escape(title))</title>
          <id>\(XMLText.escape(siteURL))</id>
          <link rel="alternate" href="\(XMLText.escape(siteURL))"/>
          <link rel="self" href="\(XMLText.escape(feedURL))"/>
          <updated>\(updated)</updated>

        """
        for entry in entries {
            out += """
              <entry>
                <title>\(XMLText.escape(entry.title))</title>
                <id>\(XMLText.escape(entry.url))</id>
                <link rel="alternate" href="\(XMLText.escape(entry.url))"/>
                <updated>\(timestamp(entry.date))</updated>
                <author><name>\(XMLText.escape(title))</name></author>

            """
            if !entry.summary.isEmpty { out += "    <summary>\(XMLText.escape(entry.summary))</summary>\n" }
            out += "  </entry>\n"
        }
        return out + "</feed>\n"
    }

    /// RFC 3339, as Atom requires: a bare date means midnight UTC. Front matter dates were
    /// validated whole when loaded; anything else (never expected) falls back to the epoch,
    /// so the feed stays valid and deterministic.
    static func timestamp(_ date: String) -> String {
        FrontMatterDate(date)?.rfc3339 ?? "1970-01-01T00:00:00Z"
    }
}
