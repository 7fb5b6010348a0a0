import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diagbot.tools.needles import required_needles
from diagbot.tools.search import Skips, match_lines, search_file, search_lines


def test_search_file_counts_lines_across_block_boundaries(tmp_path):
    path = tmp_path / "big.txt"
    path.write_bytes(b"filler line\n" * 300_000 + b"needle here\n" + b"x" * 70_000 + b" needle\n")
    rx = re.compile("needle")
    assert [(n, s) for n, _, s in search_file(str(path), rx, *required_needles("needle", 0))] == [
        (300_001, 0),
        (300_002, 70_001),
    ]


_ALPHABET = st.sampled_from(
    ["a", "b", "ab", "foo", "bar", "K", "\u212a", "s", "\u017f", "é", "\n", "\r\n", " ", "\xff", "\xe9"]
)
_PATTERNS = st.sampled_from(
    [
        "a",
        "ab",
        "foo|bar",
        "fo+",
        "b?ar",
        "(foo|ab)+",
        "^a",
        "b$",
        "k",
        "s",
        "é",
        "a.b",
        "(?i)AB",
        "foo|\\s",
        "[ab]c",
        "a\\nb",
        "^$",
    ]
)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(pieces=st.lists(_ALPHABET, max_size=30), pattern=_PATTERNS, ignore_case=st.booleans())
def test_needles_only_skip_lines_that_cannot_match(tmp_path, pieces, pattern, ignore_case):
    path = tmp_path / "f.txt"
    path.write_bytes("".join(pieces).encode("utf-8", "surrogateescape").replace(b"\xc3\xbf", b"\xff"))
    rx = re.compile(pattern, re.IGNORECASE if ignore_case else 0)
    needles, fold = required_needles(pattern, rx.flags)
    assert search_file(str(path), rx, needles, fold) == search_file(str(path), rx, None, fold)


def test_match_lines_decode_with_replacement_and_strip_one_carriage_return():
    assert match_lines([(3, b"caf\xe9 x\r\r"), (4, b"y")], re.compile("x")) == [(3, "caf\ufffd x\r", 5)]


def test_search_lines_applies_the_binary_rule_to_the_first_8_kib(tmp_path):
    early, late = b"x" * 8191 + b"\0needle", b"x" * 8192 + b"\0needle"
    (tmp_path / "early.bin").write_bytes(early + b"\n")
    (tmp_path / "late.txt").write_bytes(late + b"\n")
    rx = re.compile("needle")
    assert [
        search_lines(str(tmp_path / name), [(1, line)], rx, Skips())
        for name, line in (("early.bin", early), ("late.txt", late))
    ] == [
        [],
        [(1, late.decode(), 8193)],
    ]
