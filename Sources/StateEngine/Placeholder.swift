// Placeholder until the StateEngine work lands.
