"""Languages and words: installing translations, the engine's words in the player's
language, and players' names."""
