"""A stack frame at a line the branch changed in source is read first and cited, also when it is the failure's own
place (where a panic or an exception was raised), but not when that place is a test's own check."""

from __future__ import annotations

from diagbot import explain
from diagbot.changes import ChangeSet, FileChange
from diagbot.diagnosis import Diagnosis
from diagbot.logs.types import Failure
from diagbot.offline.findings import Findings
from diagbot.offline.read_change import read_frame_change

BASE = {
    "kiln/__init__.py": "",
    "kiln/rates.py": "RATES = {'celadon': 12, 'tenmoku': 9}\n\n\ndef cost(glaze, pieces):\n"
    "    return RATES[glaze.lower()] * pieces\n",
    "kiln/labels.py": "def label(glaze, pieces):\n    return f'{pieces} x {glaze}'\n",
    "tests/test_rates.py": "from kiln.labels import label\nfrom kiln.rates import cost\n\n\n"
    "def test_celadon_cost():\n    assert cost('Celadon', 3) == 36\n    assert label('celadon', 3)\n",
}
CHANGED = {
    "kiln/rates.py": BASE["kiln/rates.py"].replace("RATES[glaze.lower()]", "RATES[glaze.strip()]"),
    "kiln/labels.py": "def label(glaze, pieces):\n    return f'{pieces} x {glaze.title()} (celadon cost)'\n",
}
TRACE = """Traceback (most recent call last):
  File "tests/test_rates.py", line 6, in test_celadon_cost
    assert cost('Celadon', 3) == 36
  File "kiln/rates.py", line 5, in cost
    return RATES[glaze.strip()] * pieces
KeyError: 'Celadon'"""


def explain_branch(make_repo, git, tmp_path, base: dict[str, str], changed: dict[str, str], log: str) -> Diagnosis:
    """The offline diagnosis of a real log's text on a real repository whose branch changes `changed`."""
    root = make_repo(base)
    git(root, "checkout", "-q", "-b", "feature")
    for rel, text in changed.items():
        (root / rel).write_text(text, encoding="utf-8")
    git(root, "commit", "-qam", "the change under test")
    (tmp_path / "test.log").write_text(log + "\n", encoding="utf-8")
    return explain(tmp_path / "test.log", root, provider="mock", env={})


def test_the_changed_line_an_exception_was_raised_at_is_cited_first(make_repo, git, tmp_path):
    d = explain_branch(make_repo, git, tmp_path, BASE, CHANGED, TRACE)
    assert (d.locations[0].path, d.locations[0].line) == ("kiln/rates.py", 5), d.conclusion
    assert next(t.args["path"] for t in d.trace if t.tool == "diff") == "kiln/rates.py"
    assert "kiln/rates.py:5" in d.conclusion.split("### Evidence")[0]


def _findings(line: str, at: int) -> Findings:
    patch = f"@@ -{at},1 +{at},1 @@\n-    pass\n+{line}\n"
    changes = ChangeSet((FileChange("src/lib.rs", "modified", added=1, deleted=1, patch=patch),), "main")
    failure = Failure("panicked", "cargo", "tests::parses", "src/lib.rs", at)
    return Findings(failure, ("src/lib.rs", at), changes=changes)


def test_a_changed_line_of_code_at_the_failures_own_place_is_read():
    step = read_frame_change(_findings("    let left = total - used;", 40))
    assert step is not None
    assert (step[0], step[1]["_near"]) == ("diff", 40)


def test_a_tests_own_check_at_the_failures_own_place_is_not():
    assert read_frame_change(_findings('        assert_eq!(parse("a=b"), Ok(pair));', 40)) is None
    assert read_frame_change(_findings("        self.assertEqual(total, 36)", 40)) is None
