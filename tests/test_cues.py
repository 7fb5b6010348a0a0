"""cues: the words by which a change is told to relate to a failure."""

from hypothesis import given
from hypothesis import strategies as st

from diagbot.cues import cue_words, shared

_WORDS = st.frozensets(st.text(alphabet="abcde", min_size=4, max_size=8), max_size=30)


def test_cue_words_split_identifiers_and_drop_short_and_stop_words() -> None:
    assert cue_words("test_monthly_into_next_year", "parseDate", "HTTPServer") == {
        "monthly",
        "next",
        "year",
        "parse",
        "date",
        "http",
        "server",
    }


def test_a_word_and_its_stem_or_inflection_are_shared() -> None:
    words = frozenset({"monthly", "banner"})
    assert shared(words, frozenset({"month", "monthly", "rates", "bannerless"})) == ("bannerless", "month", "monthly")


@given(_WORDS, _WORDS)
def test_shared_finds_what_comparing_every_word_with_every_cue_finds(
    words: frozenset[str], cues: frozenset[str]
) -> None:
    expected = tuple(sorted(c for c in cues if any(w.startswith(c) or c.startswith(w) for w in words)))
    assert shared(words, cues) == expected


def test_a_word_a_cut_message_broke_off_is_no_cue() -> None:
    from diagbot.change_order import failure_cues
    from diagbot.logs.types import Failure

    cut = Failure("output: legs 1/1, highest checkout 40, averag...", "go", "TestRun", "run_test.go", 9, 1)
    assert "averag" not in failure_cues([cut])
    assert "checkout" in failure_cues([cut])
    whole = Failure("output: legs 1/1, average 112.88", "go", "TestRun", "run_test.go", 9, 1)
    assert "average" in failure_cues([whole])


def test_the_words_assertion_libraries_say_of_any_two_values_are_no_cues_but_a_tests_name_keeps_them():
    from diagbot.change_order import failure_cues
    from diagbot.logs.types import Failure

    closeness = Failure(
        "AssertionError: expected 4469.57 to be close to 4300, received difference is 169.57, but expected 0.005",
        "vitest",
        "heightOfTemp > finds the first level below minus ten",
    )
    cues = failure_cues([closeness])
    assert not {"expected", "close", "received", "difference"} & cues  # vitest's sentence, said of any two numbers
    assert {"height", "temp", "first", "level", "below"} <= cues  # the test's own words, `first` among them
