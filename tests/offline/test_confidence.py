"""The offline Confidence says something: medium for a slip the diff shows or a change the failure reaches among
few changed places, low (saying why) when the branch changed code in many places or no reached change was read."""

from __future__ import annotations

from diagbot.offline.confidence import FEW_PLACES
from tests.offline.test_follow import FAIL, ORDERS, _diagnose

CULPRIT = {"shop/pricing.py": ORDERS["shop/pricing.py"].replace("base * r // 100", "base * r // 1000")}


def _helpers(n: int) -> dict[str, str]:
    """`n` more source files, each with one changed function the failure does not reach."""
    return {f"shop/extra{k}.py": f"def extra{k}(x):\n    return x + {k}\n" for k in range(n)}


def test_a_change_the_failure_reaches_among_few_places_is_medium(make_repo, git):
    d = _diagnose(make_repo, git, ORDERS, CULPRIT, FAIL)
    assert "### Confidence\nmedium: heuristic" in d.conclusion


def test_among_many_changed_places_the_same_change_is_low_and_says_why(make_repo, git):
    base = {**ORDERS, **_helpers(FEW_PLACES)}
    changed = {**CULPRIT, **{p: t.replace("return x +", "return x -") for p, t in _helpers(FEW_PLACES).items()}}
    d = _diagnose(make_repo, git, base, changed, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/pricing.py", 10)  # still found
    places = FEW_PLACES + 1
    assert f"### Confidence\nlow (the branch changed code in {places} places; the failure reaches this one)" in (
        d.conclusion
    )


def test_no_change_read_is_low(make_repo, git):
    d = _diagnose(make_repo, git, ORDERS, {"README.md": "shop\n"}, FAIL)
    assert "### Confidence\nlow: heuristic" in d.conclusion
