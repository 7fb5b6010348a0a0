from dendro.crossdate import Match
from dendro.report import report


def test_report_flags_significant_positions():
    matches = [Match(1801, 1870, 70, 0.71, 8.35, 0.78), Match(1755, 1824, 70, 0.2, 1.68, 0.52)]
    text = report("BEAM3", "MASTER", matches)
    assert text.splitlines() == [
        "Cross-dating BEAM3 against MASTER",
        "        dated overlap       r       t     GLK",
        "  1801-1870        70   0.710    8.35   78.0% *",
        "  1755-1824        70   0.200    1.68   52.0%  ",
    ]


def test_report_says_undated():
    text = report("X1", "MASTER", [Match(1755, 1824, 70, 0.2, 1.68, 0.52)])
    assert text.endswith("no position reaches t = 3.5: undated")
