"""The `hard` bots (engine/ai/search.py and each game's hard.py): legal, fair, repeatable,
stoppable. Small budgets keep these fast; strength is measured by `python -m bench arena`."""
import random
import threading

import pytest

import engine
from engine import RuleError

# every game and every player count the app offers (九九 one hand a match keeps it short)
TABLES = ([("ninety_nine", n, {"match_hands": 1}) for n in range(2, 9)]
          + [("ninety_nine", 4, {"cards": c, "match_hands": 1}) for c in ("bloody", "western", "northwest")]
          + [("showdown", 2, {})]
          + [("primatum", n, {}) for n in range(2, 6)]
          + [("tiandiren", n, {}) for n in range(2, 7)])
ITERATIONS = 6


def random_position(game, seed, max_moves):
    """A position reached by random play (None if the game ended first)."""
    rng = random.Random(seed)
    state = game.new_state(seed=seed)
    for _ in range(rng.randrange(max_moves)):
        if state.is_over:
            return None
        state.apply(rng.choice(state.legal_actions()))
    return None if state.is_over else state


def positions(game, count, max_moves=60):
    out, seed = [], 0
    while len(out) < count:
        state = random_position(game, seed, max_moves)
        seed += 1
        if state is not None:
            out.append(state)
    return out


@pytest.mark.parametrize("gid,players,options", TABLES, ids=lambda v: str(v))
def test_hard_only_chooses_legal_actions(gid, players, options):
    game = engine.create(gid, players, **options)
    for i, state in enumerate(positions(game, 3)):
        seat = state.current_player
        bot = engine.make_bot(game, "hard", seed=i, iterations=ITERATIONS)
        before = state.full_state()
        action = bot.choose(state, seat)
        assert state.is_legal(action)
        assert state.full_state() == before          # the search works on copies


@pytest.mark.parametrize("gid,players", [("ninety_nine", 4), ("showdown", 2), ("primatum", 4),
                                         ("tiandiren", 3)])
def test_hard_choice_depends_only_on_the_observation(gid, players):
    """A state and its determinization look the same to the seat: same bot seed, same move."""
    game = engine.create(gid, players)
    searched = 0
    for i, state in enumerate(positions(game, 4)):
        seat = state.current_player
        twin = state.determinize(seat, random.Random(100 + i))
        assert twin.observation(seat) == state.observation(seat)
        a = engine.make_bot(game, "hard", seed=7, iterations=ITERATIONS).choose(state, seat)
        bot = engine.make_bot(game, "hard", seed=7, iterations=ITERATIONS)
        b = bot.choose(twin, seat)
        assert a == b
        searched += bot.last_iterations > 0
    assert searched >= 2


def test_hard_is_repeatable_for_a_seed_over_a_whole_game():
    game = engine.create("ninety_nine", 3, match_hands=1)

    def play(seed):
        bots = [engine.make_bot(game, "hard", seed=seed + s, iterations=4) for s in range(3)]
        state = game.new_state(seed=11)
        while not state.is_over:
            seat = state.current_player
            state.apply(bots[seat].choose(state, seat))
        return state.history

    assert play(1) == play(1)


def test_a_single_legal_action_needs_no_search():
    game = engine.create("showdown", 2)
    state = game.new_state(seed=1, setup={"away": 0, "red_hand": [], "black_hand": ["2S"]})
    legal = state.legal_actions()
    assert len(legal) == 1
    bot = engine.make_bot(game, "hard", seed=0, iterations=10_000)
    assert bot.choose(state, state.current_player) == legal[0]
    assert bot.last_iterations == 0


def searching_position():
    game = engine.create("ninety_nine", 4, match_hands=1)
    state = game.new_state(seed=3)
    assert len(state.legal_actions()) > 1
    return game, state


def test_stop_before_choose_returns_a_legal_move_without_searching():
    game, state = searching_position()
    bot = engine.make_bot(game, "hard", seed=0, iterations=10_000)
    bot.stop()
    action = bot.choose(state, state.current_player)
    assert state.is_legal(action) and bot.last_iterations == 0


def test_should_stop_is_checked_between_iterations():
    game, state = searching_position()
    calls = []

    def should_stop():
        calls.append(1)
        return len(calls) > 5

    bot = engine.make_bot(game, "hard", seed=0, iterations=10_000, should_stop=should_stop)
    action = bot.choose(state, state.current_player)
    assert state.is_legal(action)
    assert bot.last_iterations == 5


def test_stop_from_another_thread_ends_a_long_search():
    game, state = searching_position()
    progress = []
    started = threading.Event()

    def on_progress(done, total):
        progress.append((done, total))
        started.set()

    bot = engine.make_bot(game, "hard", seed=0, iterations=10**7, progress=on_progress)
    result = []
    worker = threading.Thread(target=lambda: result.append(bot.choose(state, state.current_player)))
    worker.start()
    assert started.wait(60)
    bot.stop()
    worker.join(60)
    assert not worker.is_alive() and state.is_legal(result[0])
    assert bot.last_iterations < 10**7
    assert [d for d, _ in progress] == sorted(d for d, _ in progress)
    assert {t for _, t in progress} == {10**7}


def test_search_options_are_checked():
    game = engine.create("showdown", 2)
    with pytest.raises(RuleError, match="iterations"):
        engine.make_bot(game, "hard", iterations=0)
    with pytest.raises(RuleError, match="'iterations' does not apply to the 'normal' bot"):
        engine.make_bot(game, "normal", iterations=10)
    with pytest.raises(RuleError, match="'budget'"):
        engine.make_bot(game, "hard", budget=10)


def test_every_game_lists_and_builds_hard():
    for info in engine.list_games():
        assert "hard" in info.bot_levels
        game = engine.create(info.id, info.min_players)
        assert engine.make_bot(game, "hard", seed=0).level == "hard"


@pytest.mark.parametrize("cards", ["standard", "bloody", "western", "northwest"])
def test_ninety_nine_rollout_policy_plays_as_the_normal_bot(cards):
    """The 九九 search imagines its opponents as the normal bot; its cheap rollout policy
    (no observation per move) must make the same choice — up to cards of the same effect."""
    from engine.games.ninety_nine.hard import RolloutPolicy
    game = engine.create("ninety_nine", 4, cards=cards, match_hands=1)
    policy, normal = RolloutPolicy(game), engine.make_bot(game, "normal", seed=0)

    def effect(a):
        return a.kind, tuple(game.effects[c] for c in a.cards), a.label, a.target

    compared = 0
    for seed in range(15):
        state, rng = game.new_state(seed=seed), random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            expected = normal.choose(state, seat)
            assert effect(policy.choose(state, seat)) == effect(expected), (seed, state.history)
            compared += 1
            state.apply(expected if rng.random() < 0.8 else rng.choice(state.legal_actions()))
    assert compared > 200


def test_the_search_plays_the_normal_move_unless_it_is_clearly_beaten():
    """pick: the best mean wins only by more than `confidence` standard errors of the paired
    differences with the normal bot's move; else the normal move stays."""
    bot = engine.make_bot(engine.create("showdown", 2), "hard", seed=0)
    noisy = [[1, 0, 1, 0], [0, 1, 1, 1]]          # candidate 1 ahead, but within the noise
    assert bot.pick(noisy, default=0) == 0
    assert bot.pick(noisy, default=None) == 1
    clear = [[0, 0, 0, 0, 1], [1, 1, 1, 1, 1]]    # candidate 1 better in every world but one tie
    assert bot.pick(clear, default=0) == 1
    assert bot.pick([[0.5], [0.9]], default=0) == 0   # one world proves nothing


@pytest.mark.parametrize("gid,players", [("ninety_nine", 4), ("showdown", 2), ("primatum", 4),
                                         ("tiandiren", 3)])
def test_advance_is_apply_without_the_record(gid, players):
    """State.advance (the rollouts' move) changes the position exactly as apply does, and
    the state then refuses record(): its history no longer tells the game."""
    game = engine.create(gid, players)
    for state in positions(game, 3):
        action = random.Random(len(state.history)).choice(state.legal_actions())
        a, b = state.clone(), state.clone()
        assert [e.view(None) for e in a.apply(action)] == [e.view(None) for e in b.advance(action)]
        assert [a.observation(s) for s in range(players)] == [b.observation(s) for s in range(players)]
        assert a.record()["actions"][-1] == str(action)
        with pytest.raises(RuleError, match="rollout world"):
            b.record()


def test_a_rollout_world_has_no_table_views_and_the_search_marks_its_worlds():
    """State.rollout: the end of a hand carries each seat's view for the table; a rollout
    world (SearchBot.sample) has no table, so none is built."""
    game = engine.create("primatum", 3)
    state = game.new_state(seed=1)
    assert sorted(state.table_views()) == [0, 1, 2] and not state.rollout
    world = engine.make_bot(game, "hard", seed=0).sample(state, state.current_player, random.Random(1))
    assert world.rollout and world.table_views() == {}
    assert world.observation(state.current_player) == state.observation(state.current_player)
