import re
from pathlib import Path

from diagbot.logs.excerpt.build import build_excerpt
from diagbot.logs.excerpt.entries import to_entries
from diagbot.logs.excerpt.render import read_excerpt
from diagbot.logs.excerpt.repeats import repeated_failures
from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import redact

LOG = Path(__file__).parents[2] / "fixtures" / "logs" / "maven-repeats.log"


def _excerpt() -> str:
    log = read_log(LOG)
    return build_excerpt(log, clean_lines(log, redact)).text


def test_failures_repeating_the_one_before_are_found_by_their_first_lines() -> None:
    log = read_log(LOG)
    repeated = repeated_failures(to_entries(clean_lines(log, redact)))
    assert repeated == {74: 30, 118: 30, 162: 30, 206: 30, 250: 30}  # the parametrized cases, not the other three


def test_one_repeated_failure_is_shown_whole_and_the_others_are_named_by_line() -> None:
    excerpt = _excerpt()
    shown = {s.number for s in read_excerpt(excerpt)}
    assert set(range(30, 73)) <= shown  # the first case: verdict, message and trace
    assert not {74, 118, 162, 206, 250} & shown
    assert re.search(r"^ +: 5 lines repeat the failure at line 30: lines 74, 118, 162, 206, 250$", excerpt, re.M)


def test_the_other_failures_the_closing_summary_names_by_short_name_are_shown() -> None:
    shown = {s.number: s.text for s in read_excerpt(_excerpt())}
    for verdict, message in ((296, 297), (329, 330), (363, 364)):  # `CartTest.labelTrims:9` in the summary
        assert "<<<" in shown[verdict]
        assert message in shown
