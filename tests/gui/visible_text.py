"""Every text a player can read in the main window, and the language checks over them.

The tables paint most of their words themselves (plates, panels, the dial …), often into a
cached pixmap, so reading QGraphicsTextItems would miss them. `scene_texts` renders the
scene into a paint device whose engine keeps the text of every `drawText` instead of pixels;
items shown as snapshots of another painter item (天地人's `Snapshot`) have their source
painted too. `window_texts` (and `widget_texts`, below any widget) reads the widgets:
visible labels, buttons, list and table
items with their headers, the window title and the menus.

`problems(texts, lang, allowed)` names every text that holds words of another language:
in English any CJK outside parentheses (a Chinese game term may follow its English name in
parentheses, once: the log's lines say it without), in 简体 a character OpenCC's t2s changes
(Traditional only), in 繁體 one that s2t changes, and in Chinese any English word of two
letters or more (card notation such as 9♠, numbers and the player names the user typed are fine).
"""
from __future__ import annotations

import re

import opencc
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPaintDevice, QPaintEngine, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QLabel,
    QListWidget,
    QMainWindow,
    QPlainTextEdit,
    QTableWidget,
    QWidget,
)

CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
WORD = re.compile(r"[A-Za-z]{2,}")
TAG = re.compile(r"<[^>]+>")
#: a rich text's style block: its rules are never on the screen
STYLE = re.compile(r"<style[^>]*>.*?</style>", re.S | re.I)
#: Proper names every language shows as they are: the app's name, the games' Chinese names
#: (the home screen lists them in English too), the languages' names in their own script.
PROPER = ("九牌", "九九", "九局對決", "九局对决", "九尊", "天地人", "繁體中文", "简体中文", "Jiupai",
          "English")
#: Card notation that holds Chinese in every language: 九尊's cards show a Chinese numeral
#: (their 文 number, "Wei 六/4") and its round cards are named by their two fights (武文);
#: the glyphs on its cards (王 后 公子 文 武) are part of the card's face.
NOTATION = (re.compile(r"[一二三四五六七八九]/\d"), re.compile(r"\b[文武]{2}\b"))
GLYPHS = {"王", "后", "公子", "文", "武"}
_S2T = opencc.OpenCC("s2t")
_T2S = opencc.OpenCC("t2s")


class _TextEngine(QPaintEngine):
    """A paint engine that draws nothing and keeps the text runs, joined per line."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.texts: list[str] = []
        self._end: QPointF | None = None

    def begin(self, device) -> bool:
        return True

    def end(self) -> bool:
        return True

    def updateState(self, state) -> None:
        pass

    def drawPixmap(self, rect, pixmap, source) -> None:
        pass

    def drawPolygon(self, *args) -> None:
        pass

    def drawPath(self, path) -> None:
        pass

    def drawRects(self, *args) -> None:
        pass

    def drawEllipse(self, *args) -> None:
        pass

    def drawLines(self, *args) -> None:
        pass

    def drawImage(self, *args) -> None:
        pass

    def drawTextItem(self, point, item) -> None:
        # One drawText comes as several runs when fonts change (Latin, then CJK): a run that
        # starts where the last one ended on the same baseline continues its text.
        end = self._end
        if end is not None and self.texts and abs(end.y() - point.y()) < 0.5 \
                and abs(end.x() - point.x()) < 1.0:
            self.texts[-1] += item.text()
        else:
            self.texts.append(item.text())
        self._end = QPointF(point.x() + item.width(), point.y())

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User


class _TextDevice(QPaintDevice):
    def __init__(self) -> None:
        super().__init__()
        self.engine = _TextEngine()

    def paintEngine(self) -> QPaintEngine:
        return self.engine

    def metric(self, metric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        return {m.PdmWidth: 1200, m.PdmHeight: 800, m.PdmWidthMM: 320, m.PdmHeightMM: 210,
                m.PdmDpiX: 96, m.PdmDpiY: 96, m.PdmPhysicalDpiX: 96, m.PdmPhysicalDpiY: 96,
                m.PdmDepth: 32, m.PdmNumColors: 2**31 - 1, m.PdmDevicePixelRatio: 1,
                m.PdmDevicePixelRatioScaled: 1}.get(metric, 0)


def scene_texts(scene) -> list[str]:
    """The texts painted by every visible item of `scene`."""
    device = _TextDevice()
    painter = QPainter(device)
    scene.render(painter)
    for item in scene.items():
        source = getattr(item, "source", None)
        if item.isVisible() and isinstance(source, QGraphicsItem):
            painter.save()
            source.paint(painter, None, None)
            painter.restore()
    painter.end()
    return [t for t in device.engine.texts if t.strip()]


def window_texts(window: QMainWindow) -> list[str]:
    """The window title, the menus and every visible widget's text."""
    texts = [window.windowTitle()]
    for menu_action in window.menuBar().actions():
        texts.append(menu_action.text())
        menu = menu_action.menu()
        for action in (menu.actions() if menu is not None else []):
            texts.append(action.text())
            if action.menu() is not None:
                texts += [a.text() for a in action.menu().actions()]
    return [t.replace("&", "") for t in texts + widget_texts(window) if t and t.strip()]


def widget_texts(root: QWidget) -> list[str]:
    """Every text of the widgets below `root` that shows when `root` does (a table checked
    without a window is never shown itself)."""
    texts = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel):
            texts.append(TAG.sub(" ", STYLE.sub(" ", widget.text())))
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QPlainTextEdit):
            texts += widget.toPlainText().split("\n")
        elif isinstance(widget, QTableWidget):
            for col in range(widget.columnCount()):
                header = widget.horizontalHeaderItem(col)
                if header is not None:
                    texts.append(header.text())
            texts += [widget.item(r, c).text() for r in range(widget.rowCount())
                      for c in range(widget.columnCount()) if widget.item(r, c) is not None]
    return [t.replace("&", "") for t in texts if t and t.strip()]


def _without(text: str, allowed: tuple[str, ...]) -> str:
    for word in sorted(allowed, key=len, reverse=True):
        text = text.replace(word, " ")
    return text


def _outside_parentheses(text: str) -> str:
    """The text with every (…) group removed; an unclosed one (an elided end) too."""
    out, depth = [], 0
    for ch in text:
        if ch in "(（":
            depth += 1
        elif ch in ")）" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    return "".join(out)


def problems(texts: list[str], lang: str, allowed: tuple[str, ...] = (),
             glosses: bool = True, as_is: frozenset = frozenset()) -> list[str]:
    """The texts that mix in another language (see the module docstring), each with why;
    `glosses=False`: English texts may not even gloss a term (the log's lines repeat terms);
    `as_is`: (character, what OpenCC makes of it) pairs it cannot judge without the meaning
    (九尊's queen 后 is 后 in Traditional too, not 後 "after")."""
    bad = []
    allowed = tuple(allowed) + PROPER
    for text in texts:
        if text.strip() in GLYPHS:
            continue
        # As read: the invisible joiners that keep a card's name on one line
        # (gui/table/words.py) are not there for the eye.
        plain = _without(text.replace("\u2060", "").replace("\xa0", " "), allowed)
        for pattern in NOTATION:
            plain = pattern.sub(" ", plain)
        if lang == "en":
            stray = CJK.findall(_outside_parentheses(plain) if glosses else plain)
            if stray:
                where = "outside parentheses" if glosses else "in a log line"
                bad.append(f"{text!r}: Chinese {where} ({''.join(stray)})")
        else:
            words = WORD.findall(plain)
            if words:
                bad.append(f"{text!r}: English words {words}")
            convert = _T2S if lang == "zh_CN" else _S2T
            shown = convert.convert(plain)     # whole texts: OpenCC converts by phrase
            wrong = [a for a, b in zip(plain, shown, strict=False) if a != b and (a, b) not in as_is]
            if wrong:
                script = "Traditional" if lang == "zh_CN" else "Simplified"
                bad.append(f"{text!r}: {script} characters {''.join(wrong)}")
    return bad
