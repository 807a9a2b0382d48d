"""The QGraphicsView card table: card items, a self-fitting view, an animation queue."""
from .animation import AnimationQueue
from .card_item import CARD_H, CARD_W, CardItem, CustomFace, pixel_font
from .view import TableView

__all__ = ["AnimationQueue", "CARD_H", "CARD_W", "CardItem", "CustomFace", "TableView", "pixel_font"]
