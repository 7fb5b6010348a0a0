import pytest

from diagbot.tools.backtrack import backtracking_risk

NESTED = "a repeated group whose only required part is itself repeated, as in `(a+)+` or `(\\w+\\s?)*`"
OVERLAP = "a repeated alternation whose alternatives match the same character, as in `(.|\\s)*`"


@pytest.mark.parametrize(
    ("pattern", "risk"),
    [
        ("(a+)+$", NESTED),
        ("(a*)*", NESTED),
        ("(?:\\s*\\w+)*x", NESTED),  # the optional \s* leaves \w+ as the one required part
        ("(\\w+\\s?)+$", NESTED),
        ("(a+){2,}", NESTED),
        ("x(?:(a+)|b)+", NESTED),  # an alternative that is a repeat alone
        ("(?=(a+)+)", NESTED),  # inside a lookahead too
        ("(.|\\s)*$", OVERLAP),
        ("((\\w)|(\\d))+", OVERLAP),
    ],
)
def test_exponential_shapes_are_named(pattern, risk):
    assert backtracking_risk(pattern, 0) == risk


@pytest.mark.parametrize(
    "pattern",
    [
        "def \\w+\\(",
        "foo|bar",
        "(get|set)_\\w+",
        "\\b(TODO|FIXME)\\b",
        "(\\w+::)*apply_discount",  # delimited repeats: each iteration ends on a character the inner one cannot take
        "(\\w+\\.)?foo",
        "(\\d+\\.)+\\d+",
        "(?:[^,]*,)*x",
        "(\\w|\\d)+",  # the parser merges one-character alternatives into one class: no branch left
        "(ab|ac)*",
        "(?>a+)+",  # atomic and possessive repeats never backtrack
        "(a++)+",
        "(a+){1}",
        "(",  # invalid: compiling reports it
    ],
)
def test_ordinary_patterns_are_not_refused(pattern):
    assert backtracking_risk(pattern, 0) is None
