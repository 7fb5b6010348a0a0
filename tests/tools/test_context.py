"""grep's context lines: read back from the file exactly as the search engine numbers them."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from diagbot.tools import context
from diagbot.tools.context import LINE_CHARS, clip, join_groups, match_groups, read_lines
from diagbot.tools.cut import MARGIN


def engine_lines(data: bytes) -> list[str]:
    """How search.py splits a file into numbered lines."""
    lines = data.decode("utf-8", "replace").split("\n")
    if lines[-1] == "":
        lines.pop()
    return [line.removesuffix("\r") for line in lines]


@settings(max_examples=200, deadline=None)
@given(
    data=st.binary(max_size=400) | st.text(alphabet="ab\r\n é名", max_size=400).map(str.encode), block=st.integers(1, 9)
)
def test_read_lines_numbers_lines_as_the_search_engine_does(tmp_path_factory, data, block):
    path = tmp_path_factory.mktemp("ctx") / "f.txt"
    path.write_bytes(data)
    expected = engine_lines(data)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(context, "_BLOCK", block)  # lines across block boundaries
        got = read_lines(str(path), set(range(1, len(expected) + 3)))
    assert {n: clip(text) for n, text in got.items()} == {n: clip(text) for n, text in enumerate(expected, 1)}


def test_read_lines_stops_at_the_last_wanted_line_of_a_long_file(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"".join(b"%d\n" % n for n in range(1, 200_001)))
    assert read_lines(str(path), {2, 199_999, 300_000}) == {2: "2", 199_999: "199999"}


def test_a_giant_context_line_is_read_only_as_far_as_it_is_shown(tmp_path):
    path = tmp_path / "min.js"
    path.write_bytes(b"x" * 5_000_000 + b"\nhit\n")
    line = read_lines(str(path), {1})[1]
    assert (len(line) < 1_000 + MARGIN, clip(line)) == (True, "x" * LINE_CHARS + "…")


def test_without_context_each_match_is_its_own_line_and_no_separator():
    groups = match_groups("/nowhere", "a.py", [(3, "foo", 0), (9, "foo", 0)], 0)
    assert join_groups(groups, 0) == ["a.py:3:foo", "a.py:9:foo"]


def test_a_long_match_keeps_the_match_in_view():
    line = "a" * 200 + "needle" + "b" * 200
    assert clip(line, 200) == "…" + line[160:280] + "…"
