"""The home screen\x27s parts (issue 33, item 2): game tiles, their pictures, the cards beside them."""
