"""grep's bounds: the time limit, lines over the cap, files gone or unreadable since the listing."""

from __future__ import annotations

import json
import os
import signal
import tracemalloc

import pytest

from diagbot.tools import grep, prefilter
from diagbot.tools.executor import Executor
from diagbot.tools.search import LINE_CAP, search_file

SLOW = "x" * 24  # `(x+x+)+y` tries about 2^24 splits of it: seconds, far past the limit set below
STOPPED = "grep stopped after 0.2 s while matching the lines of `z.txt`: the matches shown are only from the files"


def test_grep_refuses_nested_repeats_and_says_how_to_rewrite(make_tree, call):
    result = call(make_tree({"redos.txt": "a" * 20 + "!\n"}), "grep", pattern="(a+)+$")
    assert (result.ok, result.content.split(": a repeated")[0]) == (
        False,
        "the pattern `(a+)+$` can take exponential time on a line it almost matches",
    )


@pytest.mark.parametrize(
    ("pattern", "line"),
    [
        ("def \\w+\\(", "a.py:1:def get_name(self):"),
        ("foo|bar", "a.py:2:    return foo"),
        ("(get|set)_\\w+", "a.py:1:def get_name(self):"),
        ("\\b(TODO|FIXME)\\b", "a.py:3:# TODO: set_name"),
    ],
)
def test_grep_runs_ordinary_patterns(make_tree, call, pattern, line):
    root = make_tree({"a.py": "def get_name(self):\n    return foo\n# TODO: set_name\n"})
    assert line in call(root, "grep", pattern=pattern).content.split("\n")


@pytest.mark.parametrize("prefiltered", [False, True])
def test_grep_stops_at_the_time_limit_and_shows_what_it_found(make_tree, call, monkeypatch, prefiltered):
    monkeypatch.setattr(grep, "SECONDS", 0.2)
    monkeypatch.setattr(prefilter, "MIN_FILES", 0 if prefiltered else 10**9)
    root = make_tree({"a.txt": "hit\n", "z.txt": SLOW + "\n"})
    lines = call(root, "grep", pattern="hit|(x+x+)+y").content.split("\n")
    assert (lines[0].startswith(STOPPED), lines[1:]) == (
        True,
        ["1 matching line in 1 file for `hit|(x+x+)+y`:", "a.txt:1:hit"],
    )


def test_the_time_limit_leaves_no_alarm_behind(make_tree, call, monkeypatch):
    monkeypatch.setattr(grep, "SECONDS", 0.2)
    before = signal.getsignal(signal.SIGALRM)
    call(make_tree({"z.txt": SLOW + "\n"}), "grep", pattern="(x+x+)+y")
    assert (signal.getsignal(signal.SIGALRM), signal.getitimer(signal.ITIMER_REAL)) == (before, (0.0, 0.0))


def test_a_line_over_the_cap_is_searched_in_its_head_and_named(make_tree, call):
    root = make_tree({"huge.txt": b"needle " + b"x" * (3 * LINE_CAP) + b" needle\n", "small.txt": b"needle\n"})
    assert call(root, "grep", pattern="needle$").content == (
        "1 matching line in 1 file for `needle$`:\nsmall.txt:1:needle\n"
        "1 line over 1 MiB searched in the first 1 MiB only: huge.txt:1"
    )


def test_a_long_line_without_the_literal_is_not_named(make_tree, call):
    root = make_tree({"huge.txt": b"x" * (3 * LINE_CAP) + b"\n", "small.txt": b"needle\n"})
    assert call(root, "grep", pattern="needle").content == "1 matching line in 1 file for `needle`:\nsmall.txt:1:needle"


@pytest.mark.parametrize("needles", [None, (b"needle",)])
def test_a_huge_line_never_sits_in_memory(tmp_path, needles):
    path = tmp_path / "one-line.json"
    path.write_bytes(b"[" + b"1," * (20 * LINE_CAP) + b"needle]\n")
    tracemalloc.start()
    try:
        search_file(str(path), grep.re.compile("needle"), needles, False)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * LINE_CAP


def test_a_file_deleted_after_the_listing_is_skipped(make_tree):
    root = make_tree({"a.txt": "hit\n", "b.txt": "hit\n", "c.txt": "hit\n"})
    ex = Executor.for_root(root)
    ex.ctx.ignore.files()  # the session's listing, made before the file goes
    os.remove(root / "b.txt")
    assert ex.execute("grep", json.dumps({"pattern": "hit"})).content == (
        "2 matching lines in 2 files for `hit`:\na.txt:1:hit\nc.txt:1:hit"
    )


def test_a_file_that_cannot_be_read_is_named(make_tree):
    root = make_tree({"a.txt": "hit\n", "b.txt": "hit\n"})
    ex = Executor.for_root(root)
    ex.ctx.ignore.files()
    os.remove(root / "b.txt")
    (root / "b.txt").mkdir()  # opens, but reading fails: EISDIR
    assert ex.execute("grep", json.dumps({"pattern": "hit"})).content == (
        "1 matching line in 1 file for `hit`:\na.txt:1:hit\n"
        "1 file could not be read, not searched: b.txt (Is a directory)"
    )
