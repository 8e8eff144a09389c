// Articles, front matter and languages (ContentModel) are SiteKit's vocabulary in every file
// and part of its interface (`SiteContent.articles`, `SiteConfig.languages`): re-exported, so
// SiteKit's files and its users see them as its own. FolderSafety guards the cache folder.
@_exported import ContentModel
import FolderSafety
