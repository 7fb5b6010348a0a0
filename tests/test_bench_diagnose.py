"""bench/diagnose.py: cases become real git histories, locations are scored as the issue defines, errors are clear."""

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from diagbot.diagnosis import Location

ROOT = Path(__file__).resolve().parents[1]
_SPEC = importlib.util.spec_from_file_location("bench_diagnose", ROOT / "bench" / "diagnose.py")
assert _SPEC is not None
assert _SPEC.loader is not None
bench = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_diagnose"] = bench
_SPEC.loader.exec_module(bench)

_ENV = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com"}
_ENV |= {"GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.com", "GIT_AUTHOR_DATE": "2026-01-02T00:00:00Z"}


def _git(cwd: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=cwd, env=_ENV, check=True, capture_output=True, text=True).stdout


def _case_with_branch(cases: Path, tmp_path: Path) -> Path:
    """A case whose change.mbox renames a module and edits another, made with git format-patch."""
    case = cases / "demo"
    (case / "repo").mkdir(parents=True)
    (case / "repo" / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    (case / "repo" / "util.py").write_text("X = 1\n")
    scratch = tmp_path / "scratch"
    shutil.copytree(case / "repo", scratch)
    _git(scratch, "init", "-q", "-b", "main")
    _git(scratch, "add", "-A")
    _git(scratch, "commit", "-q", "-m", "base")
    _git(scratch, "checkout", "-q", "-b", "change")
    _git(scratch, "mv", "util.py", "helpers.py")
    (scratch / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    _git(scratch, "commit", "-q", "-am", "Rename util to helpers; tidy add")
    (case / "change.mbox").write_text(_git(scratch, "format-patch", "-M", "--stdout", "main..change"))
    return case


def test_materialize_builds_base_on_main_and_the_change_on_a_branch(tmp_path: Path) -> None:
    cases = tmp_path / "cases"
    _case_with_branch(cases, tmp_path)
    repo = bench.materialize("demo", cases, tmp_path / "work")
    assert _git(repo, "branch", "--show-current").strip() == "change"
    assert _git(repo, "log", "--format=%s", "main..change").splitlines() == ["Rename util to helpers; tidy add"]
    assert _git(repo, "log", "--format=%s", "main").splitlines() == ["base"]
    assert "R100\tutil.py\thelpers.py" in _git(repo, "diff", "-M", "--name-status", "main", "change")
    assert (repo / "calc.py").read_text().endswith("return a - b\n")
    assert _git(repo, "status", "--porcelain") == ""


def test_materialize_is_deterministic_and_replaces_an_earlier_copy(tmp_path: Path) -> None:
    cases = tmp_path / "cases"
    _case_with_branch(cases, tmp_path)
    first = _git(bench.materialize("demo", cases, tmp_path / "work"), "rev-parse", "HEAD")
    (tmp_path / "work" / "demo" / "stray.txt").write_text("left over")
    repo = bench.materialize("demo", cases, tmp_path / "work")
    assert _git(repo, "rev-parse", "HEAD") == first
    assert not (repo / "stray.txt").exists()


def test_a_case_without_a_mbox_stays_on_main(tmp_path: Path) -> None:
    (tmp_path / "cases" / "plain" / "repo").mkdir(parents=True)
    (tmp_path / "cases" / "plain" / "repo" / "a.txt").write_text("a\n")
    repo = bench.materialize("plain", tmp_path / "cases", tmp_path / "work")
    assert _git(repo, "branch", "--show-current").strip() == "main"


def test_a_mbox_that_does_not_apply_is_a_clear_error(tmp_path: Path) -> None:
    case = _case_with_branch(tmp_path / "cases", tmp_path)
    (case / "repo" / "calc.py").write_text("something else entirely\n")
    with pytest.raises(bench.CaseError, match="git am failed"):
        bench.materialize("demo", tmp_path / "cases", tmp_path / "work")


@pytest.mark.parametrize(
    ("location", "hit"),
    [
        (Location("src/m.py", 42), True),
        (Location("src/m.py", 45), True),
        (Location("src/m.py", 39), True),
        (Location("src/m.py", 38), False),
        (Location("src/m.py", 50), True),  # inside the span
        (Location("src/m.py", 51), False),
        (Location("src/m.py", None), False),
        (Location("other/m.py", 42), False),
    ],
)
def test_located_within_three_lines_or_inside_the_span(location: Location, hit: bool) -> None:
    assert bench.located(location, {"path": "src/m.py", "line": 42, "span": [42, 50]}) is hit


def test_run_case_scores_a_committed_case(tmp_path: Path) -> None:
    row = bench.run_case("go-tablefmt", bench.CASES, tmp_path)
    assert (row["ecosystem"], row["expect"]) == ("go", "internal/table/format.go:12")
    assert (row["status"], row["error"]) == ("concluded", None)
    assert (row["at1"], row["at5"]) == (row["rank"] == 1, row["rank"] is not None)
    assert min(row["chars"], row["seconds"]) > 0


def test_every_committed_case_follows_the_format(tmp_path: Path) -> None:
    names = [p.name for p in sorted(bench.CASES.iterdir()) if p.is_dir()]
    assert len(names) >= 20
    for name in names:
        case = bench.CASES / name
        meta, expect = json.loads((case / "case.json").read_text()), json.loads((case / "expect.json").read_text())
        assert {"ecosystem", "kind", "frame_shows_culprit", "decoys"} <= set(meta), name
        assert (case / "README.md").is_file(), name
        assert (case / "failure.log").stat().st_size > 0, name
        lines = (bench.materialize(name, bench.CASES, tmp_path) / expect["path"]).read_text().splitlines()
        assert 1 <= expect["line"] <= len(lines), name  # the culprit exists at the failing state


def test_unknown_cases_and_missing_names_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--case", "no-such-case"]) == 2
    assert "unknown case no-such-case; known: " in capsys.readouterr().err
    assert bench.main(["--materialize"]) == 2
    assert "--materialize needs a case name" in capsys.readouterr().err
    assert bench.main(["--work", "/tmp/x"]) == 2  # no such option: refused, nothing run
    assert "unknown option --work; use --case NAME, --json, --materialize NAME" in capsys.readouterr().err


def test_help_prints_the_usage_and_runs_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "python bench/diagnose.py --materialize NAME" in out
    assert "bench diagnose:" not in out
