"""netplay.protocol, netplay.limits, netplay.seats: every message a guest may send is checked
field by field before anything reads it; the limits hold with a made-up clock."""
import json

import pytest

from netplay.limits import FailedJoins, TokenBucket
from netplay.protocol import (
    MAX_CHAT_CHARS,
    MAX_MESSAGE_BYTES,
    ClientType,
    ProtocolError,
    clean_chat,
    clean_name,
    parse_client,
    parse_host,
)
from netplay.seats import SeatKind, Seats, hash_key


@pytest.mark.parametrize("message", [
    {"type": "hello", "app": "0.2.0", "protocol": 1, "room": "123456", "name": "小華"},
    {"type": "hello", "app": "0.2.0", "protocol": 1, "room": "123456", "name": "A", "token": "k"},
    {"type": "action", "notation": "5C @2", "move": 12},
    {"type": "action", "notation": "AS", "move": 0, "seat": 1},
    {"type": "hint", "move": 3},
    {"type": "hint", "move": 3, "level": "hard"},
    {"type": "why_not", "attempt": "play 3H 3D", "move": 7},
    {"type": "chat", "phrase": "good_game"},
    {"type": "chat", "text": "加油"},
    {"type": "autoplay", "on": True},
    {"type": "ready", "seq": 4},
    {"type": "bye"},
])
def test_every_message_type_a_guest_sends_is_read(message):
    parsed = parse_client(json.dumps(message, ensure_ascii=False))
    assert parsed.type is ClientType(message["type"])
    for key, value in message.items():
        if key != "type":
            assert parsed[key] == value


@pytest.mark.parametrize("raw,names", [
    (b'{"type":"bye"}', "binary"),
    ("not json", "JSON"),
    ("[1, 2]", "object"),
    ('{"type": "shout"}', "unknown"),
    ('{"notation": "AS", "move": 1}', "unknown"),
    ('{"type": "action", "move": 1}', "notation"),
    ('{"type": "action", "notation": 5, "move": 1}', "notation"),
    ('{"type": "action", "notation": "AS", "move": -1}', "move"),
    ('{"type": "action", "notation": "AS", "move": true}', "move"),
    ('{"type": "action", "notation": "AS", "move": 1.5}', "move"),
    ('{"type": "action", "notation": "AS", "move": 1, "cheat": 1}', "does not take"),
    ('{"type": "action", "notation": ["AS"], "move": 1}', "notation"),
    ('{"type": "hint", "move": 1, "level": "godlike"}', "level"),
    ('{"type": "chat"}', "phrase"),
    ('{"type": "chat", "phrase": "hello", "text": "hi"}', "either"),
    ('{"type": "chat", "phrase": "insult"}', "phrase"),
    ('{"type": "autoplay", "on": 1}', "on"),
    ('{"type": "ready", "seq": NaN}', "JSON"),
    ('{"type": "hello", "app": "x", "protocol": 1, "room": "1", "name": {"a": 1}}', "name"),
    ("[" * 100_000 + "]" * 100_000, "bytes"),
    ("[" * 20_000 + "]" * 20_000, "JSON"),
    # issue 32.10: a field given twice is refused as saves refuse it (json keeps the last)
    ('{"type": "action", "notation": "AS", "move": 1, "move": 2}', "'move' appears twice"),
    ('{"type": "bye", "type": "bye"}', "'type' appears twice"),
    ('{"type": "bye", "Zz": 1, "Zz": 2}', "'?' appears twice"),
    # a protocol number is a JSON integer: 1.0 is not one (the hello is `bad_hello`)
    ('{"type": "hello", "app": "x", "protocol": 1.0, "room": "1", "name": "A"}', "protocol"),
])
def test_a_bad_message_is_refused_with_what_is_wrong(raw, names):
    with pytest.raises(ProtocolError) as refused:
        parse_client(raw)
    assert names in str(refused.value)


def test_a_refusal_never_echoes_the_guest_s_bytes():
    secret = "AS KH 10D" * 3
    for raw in (f'{{"type": "action", "notation": 1, "move": 1, "{secret}": 0}}',
                f'{{"type": "{secret}"}}'):
        with pytest.raises(ProtocolError) as refused:
            parse_client(raw)
        assert secret not in str(refused.value)


def test_the_size_limit_counts_bytes_not_characters():
    text = "九" * (MAX_MESSAGE_BYTES // 3)             # 3 bytes each in UTF-8
    raw = json.dumps({"type": "chat", "text": text}, ensure_ascii=False)
    assert len(raw) < MAX_MESSAGE_BYTES < len(raw.encode())
    with pytest.raises(ProtocolError, match="bytes"):
        parse_client(raw)


def test_names_are_cleaned_or_refused():
    assert clean_name("  小華  ") == "小華"
    assert clean_name("Ann   Lee") == "Ann Lee"
    assert clean_name("e\u0301") == "é"                  # NFC
    assert clean_name("") is None and clean_name("   ") is None
    assert clean_name("x" * 25) is None and clean_name("x" * 24) == "x" * 24
    assert clean_name("bad\u0000name") is None
    assert clean_name("right\u202eleft") is None         # a bidi override is a format char


def test_chat_lines_are_one_line_and_short():
    assert clean_chat("hi\nthere\t!") == "hi there !"
    assert clean_chat("\u200b") is None
    assert len(clean_chat("好" * 500)) == MAX_CHAT_CHARS


def test_the_host_s_messages_are_checked_by_the_guest():
    with pytest.raises(ProtocolError, match="bad turn"):
        parse_host('{"type": "turn", "turn": {"kind": "move"}}')
    with pytest.raises(ProtocolError, match="unknown type"):
        parse_host('{"type": "surprise"}')


def test_the_rate_limit_lets_a_burst_through_then_the_rate():
    bucket = TokenBucket(rate=10.0, burst=5.0)
    assert [bucket.allow(0.0) for _ in range(7)] == [True] * 5 + [False] * 2
    assert bucket.allow(0.1) and not bucket.allow(0.1)    # one more every 0.1 s
    assert sum(bucket.allow(10.0) for _ in range(100)) == 5   # never more than the burst


def test_answers_the_host_asked_for_do_not_count_against_the_rate():
    bucket = TokenBucket(rate=1.0, burst=1.0)
    bucket.grant(3)
    assert [bucket.allow(0.0) for _ in range(5)] == [True] * 4 + [False]
    bucket.grant(10_000)
    assert sum(bucket.allow(0.0) for _ in range(10_000)) == bucket.most_credit


def test_failed_joins_block_an_address_for_the_window():
    joins = FailedJoins(most=3, window=60.0)
    for t in range(3):
        assert not joins.blocked("127.0.0.2", float(t))
        joins.failed("127.0.0.2", float(t))
    assert joins.blocked("127.0.0.2", 10.0) and not joins.blocked("127.0.0.3", 10.0)
    assert not joins.blocked("127.0.0.2", 63.0)


def test_a_seat_s_key_is_kept_only_as_its_hash():
    seats = Seats.plan([SeatKind.OPEN, SeatKind.BOT])
    seat, key = seats.claim("Ann")
    assert seat.index == 0 and seats.claim("Ben") is None
    assert seats.by_key(key) is seat and seats.by_key(key + "x") is None
    saved = json.dumps(seats.to_json())
    assert key not in saved and hash_key(key) in saved
    assert key not in json.dumps(seats.lobby(True))
    again = Seats.from_json(json.loads(saved), 2)
    assert again.by_key(key).index == 0 and again[1].kind is SeatKind.BOT


@pytest.mark.parametrize("entry,message", [
    ({"kind": "guest", "name": "A", "level": "normal", "key": "short"}, "key"),
    ({"kind": "chair", "name": "A", "level": "normal"}, "kind"),
    ({"kind": "bot", "name": "A", "level": "godlike"}, "level"),
    ("guest", "object"),
])
def test_damaged_seats_in_an_autosave_are_named(entry, message):
    with pytest.raises(ValueError, match=message):
        Seats.from_json([entry, {"kind": "bot", "name": "", "level": "easy"}], 2)
