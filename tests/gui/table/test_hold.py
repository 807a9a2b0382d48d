"""The kit's one hold (gui.table.hold.HeldPlay): kept in order, replayed in order, and a
handler that holds again keeps the rest — used by 九九, 九尊 (EventHold) and 天地人."""
from gui.table.hold import HeldPlay


def test_kept_in_arrival_order_and_replayed_through_the_handlers():
    seen = []
    held = HeldPlay({kind: (lambda p, k=kind: seen.append((k, p))) for kind in ("events", "obs", "legal")})
    assert held.keep("events", [1]) is False              # not holding: the caller handles it
    held.on = True
    for kind, payload in (("events", [2]), ("obs", {"turn": 3}), ("legal", ["x"]), ("obs", {"turn": 4})):
        assert held.keep(kind, payload) is True
    assert held.last("obs") == {"turn": 4} and held.last("over") is None
    assert held.release() == 4
    assert seen == [("events", [2]), ("obs", {"turn": 3}), ("legal", ["x"]), ("obs", {"turn": 4})]
    assert held.on is False and held.release() == 0


def test_a_handler_that_holds_again_keeps_the_rest():
    seen = []
    held = HeldPlay({})

    def on_events(events):
        if held.keep("events", events):
            return
        seen.append(events)
        if "hand_end" in events:
            held.on = True                                 # the next hand's end: hold again

    def on_obs(obs):
        if not held.keep("obs", obs):
            seen.append(obs)

    held._handlers.update(events=on_events, obs=on_obs)
    held.on = True
    held.keep("events", ["play", "hand_end"])
    held.keep("obs", "after hand 2")
    held.release()
    assert seen == [["play", "hand_end"]] and held.on and held.last("obs") == "after hand 2"
    held.release()
    assert seen[-1] == "after hand 2" and not held.on
    held.on = True
    held.keep("obs", "stale")
    held.forget()
    assert not held.on and held.release() == 0
