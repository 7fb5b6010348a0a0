"""The offline plan on logs of runners with their own parser (ava, node-tap, mocha) and of runners no parser knows (uvu,
bun test, deno test): each real log, over the real project it came from, leads to a location."""

from __future__ import annotations

from pathlib import Path

import pytest

from diagbot.diagnose import explain
from diagbot.diagnosis import Location

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("runner", "first"),
    [
        ("ava", Location("test/cart.test.js", 9)),
        ("node-tap", Location("test/ledger.test.js", 9)),
        ("uvu", Location("tests/slug.test.js", 10)),
        ("bun", Location("test/units.test.ts", 9)),
        ("deno", Location("test/range_test.ts", 5)),
        ("mocha-bail", Location("src/firing.js", 13)),
    ],
)
def test_a_runners_real_log_leads_to_its_failing_line(make_repo, runner: str, first: Location) -> None:
    project = FIXTURES / "runners" / runner
    repo = make_repo({p.relative_to(project).as_posix(): p.read_text() for p in project.rglob("*") if p.is_file()})
    diagnosis = explain(FIXTURES / "logs" / f"{runner}.log", repo, env={})
    located = [(loc.path, loc.line) for loc in diagnosis.locations]
    assert (diagnosis.status, (first.path, first.line) in located) == ("concluded", True), located


def test_an_unknown_runners_failure_is_said_to_be_read_generically(make_repo) -> None:
    project = FIXTURES / "runners" / "bun"
    repo = make_repo({p.relative_to(project).as_posix(): p.read_text() for p in project.rglob("*") if p.is_file()})
    conclusion = explain(FIXTURES / "logs" / "bun.log", repo, env={}).conclusion
    assert "no parser knows this runner's output" in conclusion


class _Recorder:
    """Findings as next_step replays into them: only what was recorded."""

    change = None  # no change read: what the plan's closing calls look at

    def __init__(self) -> None:
        self.recorded: list[str] = []

    def record(self, tool: str, args: dict, result: str, ok: bool) -> None:
        self.recorded.append(tool)


def _plan_of(monkeypatch, change: tuple[str, dict] | None) -> None:
    from diagbot.offline import plan

    steps = [("glob", {"pattern": "**/*"}), ("grep", {"pattern": "x"}), ("read_file", {"path": "a.py"})]
    monkeypatch.setattr(plan, "_PLAN", tuple((lambda f, s=s: s) for s in steps))
    monkeypatch.setattr(plan, "read_change", lambda f: change)
    monkeypatch.setattr(plan, "read_related", lambda f: None)
    monkeypatch.setattr(plan, "found", lambda f: False)  # no hunk in reach before the last call


def test_with_a_call_budget_the_last_call_reads_the_change_in_reach(monkeypatch) -> None:
    from diagbot.offline.plan import next_step

    _plan_of(monkeypatch, ("diff", {"path": "a.py"}))
    done = [("glob", "r", True)]
    assert next_step(_Recorder(), done, calls=2) == ("diff", {"path": "a.py"})  # not the grep the plan comes to
    assert next_step(_Recorder(), [*done, ("diff", "r", True)], calls=2) is None  # then it concludes
    assert next_step(_Recorder(), done) == ("grep", {"pattern": "x"})  # no budget: the plan as it is


def test_with_a_call_budget_and_no_change_in_reach_the_plan_goes_on_until_the_budget_ends(monkeypatch) -> None:
    from diagbot.offline.plan import next_step

    _plan_of(monkeypatch, None)
    assert next_step(_Recorder(), [("glob", "r", True)], calls=2) == ("grep", {"pattern": "x"})
    assert next_step(_Recorder(), [("glob", "r", True), ("grep", "r", True)], calls=2) is None


def test_with_a_call_budget_and_no_change_in_reach_the_last_call_reads_the_change_likest_the_failure(monkeypatch):
    from diagbot.offline import plan

    _plan_of(monkeypatch, None)
    monkeypatch.setattr(plan, "read_related", lambda f: ("diff", {"path": "b.py", "_related": ["week"]}))
    done = [("glob", "r", True)]
    assert plan.next_step(_Recorder(), done, calls=2) == ("diff", {"path": "b.py", "_related": ["week"]})
    assert plan.next_step(_Recorder(), done) == ("grep", {"pattern": "x"})  # no budget: the plan as it is


def test_a_called_functions_code_is_read_before_its_type_stub() -> None:
    from diagbot.offline.findings import Findings
    from diagbot.offline.plan import _read_definition

    f = Findings(None, None)
    f.symbol = "cache_info"
    f.code = [("tests/test_func.py", 12, {12: "        self.assertEqual(cached.cache_info(), (1, 4, 2, 1))"})]
    f.defs = [
        ("src/cachetools/__init__.pyi", 201, "    def cache_info(self) -> _CacheInfo: ..."),
        ("src/cachetools/__init__.py", 860, "        def cache_info():"),
    ]
    step = _read_definition(f)
    assert step is not None
    assert step[1]["path"] == "src/cachetools/__init__.py"


def test_a_member_the_branch_renamed_in_a_type_is_named_from_the_property_tsc_says_is_missing(make_repo, git) -> None:
    project = FIXTURES / "runners" / "tsc-elaboration"
    files = {p.relative_to(project).as_posix(): p.read_text() for p in project.rglob("*") if p.is_file()}
    repo = make_repo({**files, "src/types.ts": files["src/types.ts"].replace("craftID", "craftId")})
    git(repo, "checkout", "-q", "-b", "feature")
    (repo / "src" / "types.ts").write_text(files["src/types.ts"], encoding="utf-8")  # the rename the log was made on
    git(repo, "commit", "-qam", "Booking: craftID")
    diagnosis = explain(FIXTURES / "logs" / "tsc-elaboration.log", repo, env={})
    assert (diagnosis.locations[0].path, diagnosis.locations[0].line) == ("src/types.ts", 3), diagnosis.conclusion


def test_a_changed_go_condition_calling_a_new_helper_leads_into_the_helper(make_repo, git) -> None:
    """`if needsEscape(c) {` is a statement calling a function the branch added, not a function's head: the plan
    follows the call into the helper, whose dropped case is what the test sees (the log: the fixture's `go test`)."""
    project = FIXTURES / "runners" / "go-helper"
    files = {p.relative_to(project).as_posix(): p.read_text() for p in project.rglob("*") if p.is_file()}
    branch = files["quote.go"]
    inline = branch.replace("if needsEscape(c) {", "if c == '$' || c == '`' || c == '\"' || c == '\\\\' {")
    repo = make_repo({**files, "quote.go": inline[: inline.index("\n// needsEscape") + 1]})
    git(repo, "checkout", "-q", "-b", "feature")
    (repo / "quote.go").write_text(branch, encoding="utf-8")
    git(repo, "commit", "-qam", "shellq: the escaped bytes in one place")
    diagnosis = explain(FIXTURES / "logs" / "go-helper.log", repo, env={})
    culprit = branch.splitlines().index("\tcase '$', '`', '\\\\':") + 1
    assert (diagnosis.locations[0].path, diagnosis.locations[0].line) == ("quote.go", culprit), diagnosis.conclusion


def test_a_phpunit_error_thrown_in_source_is_read_where_it_was_thrown(make_repo, git) -> None:
    """A PHPUnit error, now placed at the test's line with the throwing line as its frame, still leads to the change
    the test's call reaches (the log: the fixture's `phpunit` run, a booking refused one run early); that the frame
    is the parser's is test_log.py's."""
    project = FIXTURES / "runners" / "phpunit-trace"
    files = {p.relative_to(project).as_posix(): p.read_text() for p in project.rglob("*") if p.is_file()}
    branch = files["src/Kennel.php"]
    repo = make_repo({**files, "src/Kennel.php": branch.replace("$this->runs - 1)", "$this->runs)")})
    git(repo, "checkout", "-q", "-b", "feature")
    (repo / "src" / "Kennel.php").write_text(branch, encoding="utf-8")
    git(repo, "commit", "-qam", "Kennel: keep a run spare")
    diagnosis = explain(FIXTURES / "logs" / "phpunit-trace.log", repo, env={})
    culprit = branch.splitlines().index("        if (count($this->nights) >= $this->runs - 1) {") + 1
    assert (diagnosis.locations[0].path, diagnosis.locations[0].line) == ("src/Kennel.php", culprit), (
        diagnosis.conclusion
    )
