"""The home screen's parts (issue 33, item 2): the game tiles, their pictures, the cards
beside them."""
