"""What the offline model reads in the log: the innermost repository frame, also in a Windows runner's stack."""

from __future__ import annotations

from pathlib import Path

from diagbot.gitinfo import RepoFacts
from diagbot.logs.extract import digest_log
from diagbot.logs.types import LogDigest
from diagbot.offline.log import innermost_frame

# real frames of a node crash on a GitHub Windows runner (tests/fixtures/logs/README.md says where)
NODE_ON_WINDOWS = (
    "    at Object.openSync (fs.js:497:3)\n"
    "    at readFile (D:\\a\\rust\\rust\\src\\tools\\rustdoc-js\\tester.js:181:15)\n"
    "    at load_files (D:\\a\\rust\\rust\\src\\tools\\rustdoc-js\\tester.js:391:20)\n"
)
PYTHON_ON_WINDOWS = (
    'Traceback (most recent call last):\n  File "D:\\a\\edgetest\\edgetest\\edgetest\\core.py", line 171, in setup\n'
    '    _run_command(\n  File "D:\\a\\edgetest\\edgetest\\edgetest\\utils.py", line 46, in _run_command\n'
)


def _digest(tmp_path: Path, text: str) -> LogDigest:
    (tmp_path / "job.log").write_text(text)
    return digest_log(tmp_path / "job.log")


def test_a_node_frame_on_a_windows_runner_is_read_as_a_repository_path(tmp_path: Path) -> None:
    assert innermost_frame(_digest(tmp_path, NODE_ON_WINDOWS), None) == ("src/tools/rustdoc-js/tester.js", 181)


def test_a_python_frame_on_a_windows_runner_is_read_as_a_repository_path(tmp_path: Path) -> None:
    assert innermost_frame(_digest(tmp_path, PYTHON_ON_WINDOWS), None) == ("edgetest/utils.py", 46)


def test_a_frame_under_the_checkout_of_a_run_on_windows_is_made_relative(tmp_path: Path) -> None:
    digest = _digest(tmp_path, "Error: boom\n    at total (C:\\work\\shop\\src\\cart.js:12:5)\n")
    assert innermost_frame(digest, RepoFacts("C:\\work\\shop")) == ("src/cart.js", 12)


def test_a_frame_outside_the_checkout_on_another_drive_is_not_the_repositorys(tmp_path: Path) -> None:
    digest = _digest(tmp_path, "    at run (C:\\hostedtoolcache\\windows\\node\\20.1.0\\x64\\lib\\runner.js:9:1)\n")
    assert innermost_frame(digest, None) is None
