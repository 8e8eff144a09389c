// Placeholder until the SiteKit work lands.
