"""cues: the words by which a change is told to relate to a failure."""

from hypothesis import given
from hypothesis import strategies as st

from diagbot.cues import cue_words, share, shared

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
def test_shared_counts_the_cues_share_finds_one_by_one(words: frozenset[str], cues: frozenset[str]) -> None:
    assert len(shared(words, cues)) == sum(share(words, frozenset((cue,))) for cue in cues)
