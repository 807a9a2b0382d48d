"""One arg() fills every message (gui/lang/arg.py): one pass, so a value is shown as typed."""
from gui.lang.arg import arg
from gui.lang.seats import shown_names


def test_a_value_that_contains_a_placeholder_is_not_filled_again():
    """A player who calls herself "%2" must read "%2 wins hand 3", not "3 wins hand 3"."""
    assert arg("%1 wins hand %2", "%2", 3) == "%2 wins hand 3"
    assert arg("%2 以 %1 獲勝", "%1", "小華") == "小華 以 %1 獲勝"


def test_placeholders_in_any_order_and_missing_values_stay():
    assert arg("%3-%1-%2", "a", "b", "c") == "c-a-b"
    assert arg("%1 and %2", "x") == "x and %2"
    assert arg("100% sure, %1", "ok") == "100% sure, ok"


def test_a_table_shows_a_name_with_placeholders_as_typed(qapp):
    """The names a table shows go through arg() too (the default "Computer %1" names)."""
    names = shown_names(["%2", "", "%1"], 0, [0])
    assert names[0] == "%2" and names[2] == "%1"
    assert "%" not in names[1]
