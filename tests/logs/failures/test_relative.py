"""A local run's absolute paths reach the question and the offline model repository-relative (path and frame).

The log is made here by running the real tool (Python's unittest) inside a checkout under tmp_path."""

import subprocess
import sys
from pathlib import Path

from diagbot import explain
from diagbot.logs.extract import digest_log

CODE = (
    "def padded(items, n):\n    out = list(items)\n    while len(out) % n:\n        out.append(None)\n    return out\n"
)
TEST = (
    "import unittest\n\nfrom pad import padded\n\n\nclass PadTest(unittest.TestCase):\n"
    "    def test_raises(self):\n        padded([1], 0)\n"
)


def _local_run(tmp_path: Path) -> tuple[Path, Path]:
    repo = tmp_path / "repo"
    (repo / "tests").mkdir(parents=True)
    (repo / "pad.py").write_text(CODE)
    (repo / "tests" / "__init__.py").write_text("")
    (repo / "tests" / "test_pad.py").write_text(TEST)
    run = subprocess.run(
        [sys.executable, "-m", "unittest", "tests.test_pad"], cwd=repo, capture_output=True, text=True, check=False
    )
    log = tmp_path / "unittest.log"
    log.write_text(run.stdout + run.stderr)
    assert f'File "{repo}/pad.py", line 3' in log.read_text()
    return repo, log


def test_absolute_path_and_frame_inside_the_checkout_become_relative(tmp_path: Path) -> None:
    repo, log = _local_run(tmp_path)
    [failure] = digest_log(log, root=repo).failures
    assert (failure.path, failure.line, failure.frame) == ("tests/test_pad.py", 8, "pad.py:3")


def test_paths_outside_the_checkout_stay_as_they_are(tmp_path: Path) -> None:
    _, log = _local_run(tmp_path)
    other = tmp_path / "other"
    other.mkdir()
    assert digest_log(log, root=other).failures == digest_log(log).failures


def test_explain_gives_the_offline_model_relative_frames(tmp_path: Path) -> None:
    repo, log = _local_run(tmp_path)
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    d = explain(log, repo, provider="mock", env={})
    assert d.digest is not None
    assert [(f.path, f.frame) for f in d.digest.failures] == [("tests/test_pad.py", "pad.py:3")]


def test_a_log_made_in_another_copy_of_the_checkout_is_placed_by_the_files_here(tmp_path: Path) -> None:
    import shutil

    repo, log = _local_run(tmp_path)
    copy = tmp_path / "elsewhere" / "checkout"
    shutil.copytree(repo, copy)  # the same repository, checked out under another folder (another job, machine)
    [failure] = digest_log(log, root=copy).failures
    assert (failure.path, failure.line, failure.frame) == ("tests/test_pad.py", 8, "pad.py:3")
