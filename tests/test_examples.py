"""examples/*/report.md is what diagbot produces offline now; UPDATE_EXAMPLES=1 rewrites them (and the README copy).

Each example is copied into a fresh git repository with fixed dates, so the commit in the header is the
same on every machine, and the elapsed time is zeroed: nothing else in a mock report varies.
"""

import os
import re
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from diagbot.diagnose import explain
from diagbot.report.markdown import render_markdown

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted(p.parent for p in (ROOT / "examples").glob("*/failure.log"))
README_BLOCK = re.compile(r"(<!-- example-report:start -->\n)(.*?)(<!-- example-report:end -->)", re.S)
FIXED = {"GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z"}
UPDATE = os.environ.get("UPDATE_EXAMPLES") == "1"


def as_repository(example: Path, tmp_path: Path) -> Path:
    """The example's sources (not its log or report) committed once, deterministically."""
    repo = tmp_path / example.name
    skip = shutil.ignore_patterns("failure.log", "report.md", "target", "node_modules", "__pycache__")
    shutil.copytree(example, repo, ignore=skip)
    env = {**os.environ, **FIXED, "GIT_CONFIG_GLOBAL": os.devnull}
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "example"]):
        subprocess.run(["git", *args], cwd=repo, env=env, check=True)
    return repo


def render_example(example: Path, tmp_path: Path) -> str:
    d = explain(example / "failure.log", as_repository(example, tmp_path), env={})
    return render_markdown(replace(d, elapsed_s=0.0))


def test_there_are_at_least_three_examples_in_different_ecosystems():
    assert {e.name for e in EXAMPLES} >= {"python-pytest", "js-node", "rust-cargo"}


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_report_is_what_the_code_produces(example, tmp_path):
    report = render_example(example, tmp_path)
    if UPDATE:
        (example / "report.md").write_text(report, encoding="utf-8")
    assert (example / "report.md").read_text(encoding="utf-8") == report


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_report_concludes_and_names_a_failing_test(example):
    report = (example / "report.md").read_text(encoding="utf-8")
    assert (report.startswith("## diagbot: concluded"), "**Failures:**\n" in report) == (True, True)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_readme_gives_the_command_that_made_the_log(example):
    assert "failure.log" in (example / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_example_log_has_no_local_paths(example):
    log = (example / "failure.log").read_text(encoding="utf-8")
    assert (str(ROOT) in log, "/tmp/" in log) == (False, False)


def test_readme_shows_the_python_example_report():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    report = (ROOT / "examples" / "python-pytest" / "report.md").read_text(encoding="utf-8")
    if UPDATE:
        readme = README_BLOCK.sub(lambda m: m[1] + report + m[3], readme)
        (ROOT / "README.md").write_text(readme, encoding="utf-8")
    match = README_BLOCK.search(readme)
    assert (match[2] if match else None) == report
