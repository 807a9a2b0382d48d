"""What the app keeps on the player's disk: preferences (QSettings), where the data folders
are, and the statistics file."""
