"""A save's head — everything but the record's actions — read without parsing the whole file.

Listing the slots must not wait for every record to be parsed (eleven slots of 15 MB took
1.7 s on the GUI thread). Jiupai has always written a save as

    {"format": …, "version": …, "meta": {…}, "record": {"game": …, …, "actions": [ … ]}}

in that order (engine.saves.document, State.record), so the metadata and the record's
fields come before its actions, which make up nearly all of a long game's bytes. `read_head`
parses the file field by field from its start and stops where the actions begin; a few
kilobytes are read, whatever the record holds. It also looks at the file's last bytes: a
document Jiupai wrote ends with the actions' `]`, the record's `}` and its own `}`, so a
truncated file (the usual damage) is named at once, as a full parse would.

The head is then checked by the same schema as a whole document (engine.save_schema), and
loading a slot checks that the whole document agrees with its head, so what the list shows
is what loads. A file laid out otherwise (the record before the meta, fields after the
actions) was not written by Jiupai and is refused with that reason.
"""
from __future__ import annotations

import codecs
import json
import re
from typing import Any

HEAD_BYTES = 64 * 1024            # read first; a normal head is a few kilobytes
MAX_HEAD_BYTES = 1024 * 1024      # the meta and the record's fields before its actions
TAIL_BYTES = 64
_WS = re.compile(r"[ \t\n\r]*")
_TAIL = re.compile(rb"\][ \t\n\r]*\}[ \t\n\r]*\}[ \t\n\r]*\Z")


class HeadError(ValueError):
    """The head cannot be read; the message says why (the caller says which file)."""


class NeedMore(Exception):
    """The bytes read so far end before the record's actions begin."""


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"the field {key!r:.40} appears twice")
        out[key] = value
    return out


#: One decoder for heads and whole documents: no NaN/Infinity, no field given twice (json
#: would keep the last copy, so a list and a load could disagree about an edited file).
DECODER = json.JSONDecoder(parse_constant=_refuse_constant, object_pairs_hook=_no_duplicates)


def decode_prefix(raw: bytes, complete: bool) -> str:
    """UTF-8 text of the bytes read; a character cut at the end of a prefix is left out."""
    return codecs.getincrementaldecoder("utf-8")().decode(raw, final=complete)


def ends_like_a_save(tail: bytes) -> bool:
    """True when the last bytes close the actions, the record and the document."""
    return bool(_TAIL.search(tail))


def parse_head(text: str, complete: bool) -> dict[str, Any]:
    """The document's fields before "record", and the record's before "actions" (the
    actions as []). NeedMore when `text` (not the whole file) ends first; HeadError for a
    file that is not a save document laid out as Jiupai writes it."""
    try:
        return _Scanner(text, complete).document()
    except RecursionError:
        raise HeadError("nested too deeply") from None


class _Scanner:
    def __init__(self, text: str, complete: bool) -> None:
        self.text, self.complete, self.i = text, complete, 0

    def _skip(self) -> None:
        match = _WS.match(self.text, self.i)
        assert match is not None             # `[ \t\n\r]*` matches anywhere, if only ""
        self.i = match.end()
        if self.i >= len(self.text):
            self._ran_out("it ends too early")

    def _ran_out(self, reason: str) -> None:
        if self.complete:
            raise HeadError(f"not valid JSON: {reason}")
        raise NeedMore

    def _expect(self, char: str) -> None:
        self._skip()
        if self.text[self.i] != char:
            raise HeadError(f"not valid JSON: expected '{char}' at character {self.i}")
        self.i += 1

    def _value(self) -> Any:
        self._skip()
        try:
            value, self.i = DECODER.raw_decode(self.text, self.i)
        except ValueError as exc:      # JSONDecodeError, NaN, a repeated field, a huge int
            if not self.complete and getattr(exc, "pos", 0) >= len(self.text) - 1:
                raise NeedMore from None
            if not self.complete and isinstance(exc, json.JSONDecodeError) and \
                    exc.msg.startswith("Unterminated"):
                raise NeedMore from None
            raise HeadError(f"not valid JSON: {str(exc)[:160]}") from None
        return value

    def _key(self) -> str:
        key = self._value()
        if not isinstance(key, str):
            raise HeadError("not valid JSON: a field name must be text")
        self._expect(":")
        return key

    def _next(self) -> bool:
        """After a field: True when another follows, False at the object's end."""
        self._skip()
        char = self.text[self.i]
        self.i += 1
        if char == ",":
            return True
        if char == "}":
            return False
        raise HeadError(f"not valid JSON: expected ',' or '}}' at character {self.i - 1}")

    def _fields(self, stop: str) -> tuple[dict[str, Any], bool]:
        """An object's fields up to `stop` (not parsed); True when `stop` was reached."""
        self._expect("{")
        fields: dict[str, Any] = {}
        self._skip()
        if self.text[self.i] == "}":
            self.i += 1
            return fields, False
        while True:
            key = self._key()
            if key in fields:
                raise HeadError(f"not valid JSON: the field {key!r:.40} appears twice")
            if key == stop:
                return fields, True
            fields[key] = self._value()
            if not self._next():
                return fields, False

    def document(self) -> dict[str, Any]:
        self._skip()
        if self.text[self.i] != "{":
            raise HeadError("not a JSON object")
        head, found = self._fields("record")
        if not found:
            return head                  # no record: the schema names what is missing
        self._skip()
        if self.text[self.i] != "{":
            return {**head, "record": self._value()}     # the schema says what it must be
        record, found = self._fields("actions")
        if not found:
            raise HeadError("not laid out as Jiupai writes a save (the record has no "
                            "'actions' field, or fields after it)")
        self._skip()
        if self.text[self.i] != "[":
            record["actions"] = self._value()            # the schema names its type
        else:
            record["actions"] = []
        head["record"] = record
        return head


def agrees(head: dict[str, Any], doc: dict[str, Any]) -> str | None:
    """None when the whole document is its head plus the actions; else what differs."""
    rest = {k: v for k, v in doc.items() if k != "record"}
    if rest != {k: v for k, v in head.items() if k != "record"}:
        return "fields after the record"
    record = doc.get("record")
    if isinstance(record, dict):
        without = {k: v for k, v in record.items() if k != "actions"}
        if without != {k: v for k, v in head.get("record", {}).items() if k != "actions"}:
            return "record fields after its actions"
    return None
