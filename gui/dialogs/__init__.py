"""Dialogs: new game, save/load slots, settings, rules."""
