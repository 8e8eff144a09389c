// What an article is (ContentModel) and how the cache folders are kept safe (FolderSafety)
// are ScenarioKit's vocabulary in every file, and part of its interface (`verify` takes
// `ArticleSource`s): re-exported, so ScenarioKit's files and its users see them as its own.
@_exported import ContentModel
@_exported import FolderSafety
