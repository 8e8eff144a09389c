// Placeholder until the MarkdownKit work lands.
