/// The generated `robots.txt`: everything may be crawled, and the sitemap is where crawlers
/// find every page and its translations (robotstxt.org; sitemaps.org "Informing search engine crawlers").
enum RobotsTxt {
    static let path = "robots.txt"

    static func text(baseURL: String) -> String {
        "User-agent: *\nAllow: /\n\nSitemap: \(baseURL)sitemap.xml\n"
    }
}
