"""When no followed call reaches a changed hunk (a plugin loaded by its name, a handler found at run time), the
offline diagnoser goes on, last, to the change whose new code shares the most words with the failure, says that
no call led there, and keeps its confidence low; a change sharing no word is still never blamed."""

from __future__ import annotations

from diagbot.logs.types import Failure
from tests.offline.test_follow import _diagnose

RENTAL = {
    "rental/__init__.py": "from rental import tariffs  # noqa: F401 (each plan registers itself)\n",
    "rental/registry.py": (
        "PLANS = {}\n\n\ndef plan(name):\n    def add(fn):\n        PLANS[name] = fn\n        return fn\n\n"
        "    return add\n"
    ),
    "rental/tariffs.py": (
        "from rental.registry import plan\n\nWEEK_PRICE = 70\n\n\n@plan('weekly')\ndef by_the_week(days):\n"
        "    return (days + 6) // 7 * WEEK_PRICE\n"
    ),
    "rental/quote.py": "from rental.registry import PLANS\n\n\ndef quote(plan, days):\n    return PLANS[plan](days)\n",
    "rental/receipt.py": "def receipt(total):\n    return f'total {total}'\n",
    "tests/test_quote.py": (
        "from rental.quote import quote\n\n\ndef test_weekly_quote():\n    assert quote('weekly', 3) == 70\n"
    ),
}
FAIL = Failure(
    "AssertionError: assert 0 == 70", "pytest", "tests/test_quote.py::test_weekly_quote", "tests/test_quote.py", 5
)
WEEKLY = RENTAL["rental/tariffs.py"].replace("(days + 6) // 7", "days // 7")
RECEIPT = "def receipt(total):\n    return f'total: {total:.2f}'\n"


def test_with_no_change_in_reach_the_change_sharing_the_failures_words_is_read_and_cited_as_such(make_repo, git):
    d = _diagnose(make_repo, git, RENTAL, {"rental/receipt.py": RECEIPT, "rental/tariffs.py": WEEKLY}, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("rental/tariffs.py", 8)
    assert "rental/receipt.py" not in [loc.path for loc in d.locations]
    cause = d.conclusion.split("### Cause")[1].split("###")[0]
    assert "no call was followed into, whose new code shares `weekly`" in cause
    assert "low" in d.conclusion.split("### Confidence")[1]
    assert [c.tool for c in d.trace][-1] == "diff"
    assert "`- return (days + 6) // 7 * WEEK_PRICE` → `+ return days // 7 * WEEK_PRICE`" in cause
    assert "`rental/tariffs.py` (among the located files)" in d.conclusion  # the change read is located


def test_with_no_change_in_reach_a_change_sharing_no_word_with_the_failure_is_not_read(make_repo, git):
    d = _diagnose(make_repo, git, RENTAL, {"rental/receipt.py": RECEIPT}, FAIL)
    assert "diff" not in [c.tool for c in d.trace]
    assert "the branch changed" not in d.conclusion


def test_beside_the_change_in_reach_the_evidence_cites_other_changes_sharing_the_failures_words(make_repo, git):
    quote = RENTAL["rental/quote.py"].replace("PLANS[plan](days)", "PLANS[plan.strip()](days)")
    changed = {"rental/quote.py": quote, "rental/tariffs.py": WEEKLY, "rental/receipt.py": RECEIPT}
    d = _diagnose(make_repo, git, RENTAL, changed, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("rental/quote.py", 5)
    evidence = d.conclusion.split("### Evidence")[1].split("###")[0]
    assert "- other changes whose new code shares the failure's words: `rental/tariffs.py:8` (`weekly`)" in evidence
    assert ("rental/tariffs.py", 8) in [(loc.path, loc.line) for loc in d.locations]
    assert "rental/receipt.py" not in [loc.path for loc in d.locations]


NEW_TEST = (
    RENTAL["tests/test_quote.py"]
    + "\n\ndef test_weekly_quote_for_a_fortnight():\n    assert quote('weekly', 10) == 140\n"
)
FORTNIGHT = Failure(
    "AssertionError: assert 70 == 140",
    "pytest",
    "tests/test_quote.py::test_weekly_quote_for_a_fortnight",
    "tests/test_quote.py",
    9,
)


def test_a_failing_test_the_branch_added_is_what_it_now_expects_and_the_source_change_is_read(make_repo, git):
    changed = {"tests/test_quote.py": NEW_TEST, "rental/tariffs.py": WEEKLY}
    d = _diagnose(make_repo, git, RENTAL, changed, FORTNIGHT)
    assert (d.locations[0].path, d.locations[0].line) == ("rental/tariffs.py", 8)
    cause = d.conclusion.split("### Cause")[1].split("###")[0]
    assert "the branch changed `rental/tariffs.py:8`" in cause
    assert "Revert the change at `tests/" not in d.conclusion


def test_a_failing_test_the_branch_changed_alone_is_still_the_change_read(make_repo, git):
    d = _diagnose(make_repo, git, RENTAL, {"tests/test_quote.py": NEW_TEST}, FORTNIGHT)
    cause = d.conclusion.split("### Cause")[1].split("###")[0]
    assert "the branch changed `tests/test_quote.py:9`" in cause


def test_a_huge_change_is_weighed_by_its_first_hunks_only(monkeypatch):
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline import related

    hunks = "".join(f"@@ -{k * 9 + 1},2 +{k * 9 + 1},2 @@\n a = 1\n-b = {k}\n+b = weekly_{k}\n" for k in range(30))
    files = tuple(FileChange(f"src/m{i}.py", "modified", added=30, deleted=30, patch=hunks) for i in range(4))
    changes = ChangeSet(files, "main", "the default branch")
    assert len(related.source_hunks(changes)) == 120
    assert [(h.path, h.first) for h in related.source_hunks(changes, most=31)][-2:] == [
        ("src/m0.py", 263),
        ("src/m1.py", 2),
    ]
    weighed = related.ranked_related(changes, related.source_hunks(changes), frozenset({"weekly"}))
    assert len(weighed) == 120
    assert weighed[0][0] == ("weekly",)
    monkeypatch.setattr(related, "_WEIGHED", 50)
    assert len(related.ranked_related(changes, related.source_hunks(changes), frozenset({"weekly"}))) == 50


def test_an_examples_script_sharing_more_words_comes_after_the_library_change_it_shows_in_use(make_repo, git):
    example = "from rental.quote import quote\n\nprint('weekly quote', quote('weekly', 10), 'weekly plan')\n"
    files = {**RENTAL, "examples.py": "print('quotes')\n"}
    d = _diagnose(make_repo, git, files, {"examples.py": example, "rental/tariffs.py": WEEKLY}, FAIL)
    assert (d.locations[0].path, d.locations[0].line) == ("rental/tariffs.py", 8), d.conclusion


def test_examples_and_demos_are_told_by_their_folder_or_their_own_name():
    from diagbot.filekinds import ASIDE

    assert all(ASIDE.search(p) for p in ("examples.js", "demo/app.py", "pkg/example.py", "samples/basic.go"))
    assert not any(
        ASIDE.search(p) for p in ("src/example_parser.py", "lib/demolish.js", "counterexamples.py", "stats/samples.go")
    )
