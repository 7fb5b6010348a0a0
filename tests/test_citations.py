from pathlib import Path

import pytest

from diagbot.citations import MAX_LOCATIONS, find_locations, section_text
from diagbot.diagnosis import Location
from diagbot.logs.types import Failure, LogDigest


def digest(*failures: Failure) -> LogDigest:
    return LogDigest(excerpt="", failures=failures)


def failure(path: str, line: int | None = None) -> Failure:
    return Failure("assert 1 == 2", "pytest", f"{path}::test_x", path, line)


@pytest.fixture
def repo(make_tree) -> Path:
    names = ["src/calc.py", "src/money.py", "src/util.py", "tests/test_calc.py", "tests/test_money.py", "Makefile"]
    return make_tree({name: "x\n" * 60 for name in names})  # long enough for every line cited below


MODEL_ANSWER = """The build is red because of a rounding change.

### Cause
`tests/test_calc.py:12` fails because `round_cents` in `src/money.py:40` truncates.

### Evidence
- log line 7: `assert 1149 == 1150`
- `src/util.py:3`: the helper is unchanged
- `tests/test_calc.py:12`: the assertion

### Fix
Use `round()` in `src/calc.py:9` (it calls `src/money.py:41`).

### Confidence
high: `Makefile:2` runs the tests the same way.
"""


def test_cause_comes_first_then_fix_then_evidence_then_the_rest(repo):
    found = find_locations(repo, digest(), MODEL_ANSWER)
    assert [(loc.path, loc.line) for loc in found] == [
        ("src/money.py", 40),
        ("tests/test_calc.py", 12),
        ("src/calc.py", 9),
        ("src/util.py", 3),
        ("Makefile", 2),
    ]


def test_within_a_section_a_source_file_comes_before_a_test_file(repo):
    text = "### Cause\n`tests/test_calc.py:12` calls `src/money.py:40`, and `tests/test_money.py:3` too."
    found = find_locations(repo, digest(), text)
    assert found == (
        Location("src/money.py", 40),
        Location("tests/test_calc.py", 12),
        Location("tests/test_money.py", 3),
    )


def test_failures_from_the_log_follow_every_citation_and_are_marked(repo):
    failures = [failure("tests/test_money.py", n * 10) for n in range(1, 14)]
    found = find_locations(repo, digest(*failures), "### Cause\n`src/calc.py:9` adds instead of subtracting.")
    assert found[:2] == (Location("src/calc.py", 9), Location("tests/test_money.py", 10, "log"))
    assert (len(found), {loc.source for loc in found[1:]}) == (MAX_LOCATIONS, {"log"})


def test_without_citations_the_failures_stand_alone(repo):
    found = find_locations(repo, digest(failure("tests/test_calc.py", 5)), "I could not tell why.")
    assert found == (Location("tests/test_calc.py", 5, "log"),)


def test_citations_of_one_file_within_three_lines_merge_into_the_higher_ranked(repo):
    text = "### Evidence\n- src/calc.py:12\n\n### Cause\nsrc/calc.py:10 and src/calc.py:14 and src/calc.py:18"
    found = find_locations(repo, digest(failure("src/calc.py", 11)), text)
    assert found == (Location("src/calc.py", 10), Location("src/calc.py", 14), Location("src/calc.py", 18))


def test_a_failure_without_a_line_merges_into_a_citation_of_its_file(repo):
    found = find_locations(repo, digest(failure("src/calc.py")), "Cause: src/calc.py:9 is wrong")
    assert found == (Location("src/calc.py", 9),)


def test_a_later_line_completes_a_failure_that_named_only_its_file(repo):
    found = find_locations(repo, digest(failure("src/calc.py"), failure("src/calc.py", 30)), "no citation")
    assert found == (Location("src/calc.py", 30, "log"),)


def test_a_conclusion_without_sections_is_ranked_as_one(repo):
    found = find_locations(repo, digest(), "See tests/test_calc.py:3, then src/calc.py:9.")
    assert found == (Location("src/calc.py", 9), Location("tests/test_calc.py", 3))


@pytest.mark.parametrize(
    ("heading", "rank_first"),
    [
        ("## Root cause", True),
        ("**Cause:**", True),
        ("Cause:", True),
        ("### 1. Likely cause", True),
        ("Causes of this are many", False),  # prose, not a label
    ],
)
def test_cause_headings_in_the_shapes_models_write(heading, rank_first, repo):
    text = f"### Evidence\n- src/util.py:3\n\n{heading} src/calc.py:9 is wrong"
    first = find_locations(repo, digest(), text)[0]
    assert (first == Location("src/calc.py", 9)) is rank_first


def test_citations_must_be_files_inside_the_repository(tmp_path):
    (tmp_path / "repo").mkdir()
    (tmp_path / "outside.py").write_text("x\n")
    text = "see ../outside.py:1 and gone.py:2 and /etc/passwd:1 and http://localhost:8080 and 12:30"
    assert find_locations(tmp_path / "repo", digest(failure("missing.py", 1)), text) == ()


def test_a_symlink_pointing_outside_is_not_a_location(tmp_path):
    (tmp_path / "repo").mkdir()
    (tmp_path / "secret.py").write_text("x\n")
    (tmp_path / "repo" / "link.py").symlink_to(tmp_path / "secret.py")
    assert find_locations(tmp_path / "repo", digest(), "look at link.py:3") == ()


def test_an_absolute_path_inside_the_repository_becomes_relative(repo):
    found = find_locations(repo, digest(), f"Cause: {repo.resolve()}/src/calc.py:9 and ./src/util.py:2")
    assert found == (Location("src/calc.py", 9), Location("src/util.py", 2))


def test_the_same_citation_is_listed_once(repo):
    found = find_locations(repo, digest(failure("src/calc.py", 2)), "src/calc.py:2, ./src/calc.py:2, src/calc.py:9")
    assert found == (Location("src/calc.py", 2), Location("src/calc.py", 9))


def test_line_zero_is_not_a_citation(repo):
    assert find_locations(repo, digest(), "src/calc.py:0") == ()


def test_section_text_strips_the_label_and_stops_at_the_next_section():
    text = "intro\n\n**Cause:** `src/calc.py:2` returns `a - b`.\nmore\n\n### Fix\nadd"
    assert section_text(text, "cause") == "`src/calc.py:2` returns `a - b`.\nmore"


def test_section_text_is_empty_without_the_section():
    assert section_text("just prose", "cause") == ""


def test_a_line_of_thousands_of_digits_is_no_citation_and_no_failure(repo):
    text = "### Cause\n`src/calc.py:1" + "0" * 4300 + "` and `src/money.py:4`."
    assert find_locations(repo, digest(), text) == (Location("src/money.py", 4),)


def test_a_line_past_the_end_of_the_file_is_no_location(repo):
    text = "### Cause\n`src/calc.py:1" + "0" * 40 + "`, `src/util.py:61`, `src/money.py:60`."
    assert find_locations(repo, digest(), text) == (Location("src/money.py", 60),)
