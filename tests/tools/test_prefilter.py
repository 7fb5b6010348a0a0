"""The GNU grep prefilter may only make grep faster: every test compares its output with the pure-Python path."""

import io
import json
import os
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diagbot.tools import grep, grep_records, prefilter
from diagbot.tools.executor import Executor
from diagbot.tools.needles import required_needles
from diagbot.tools.prefilter import prefiltered_search
from diagbot.tools.search import Skips

needs_gnu_grep = pytest.mark.skipif(prefilter._gnu_grep() is None, reason="GNU grep is not installed")

BIG = (
    b"filler\n" * 100_000  # 700 KB of lines, then one 1.5 MB line across the 1 MiB block boundary
    + b"x" * 700_000
    + b" foo in a long line "
    + b"y" * 800_000
    + b"\n"
    + b"bar\r\n" * 3
    + b"foo without a final newline"
)
VARIED: dict[str, bytes] = {
    "crlf.txt": b"foo\r\nbar\r\n\r\nfoo bar\r\r\nmid\rfoo\r\n",
    "latin1.txt": b"caf\xe9 foo\n\xff\xfe bar\nfoo \xc3\n",
    "mostly-invalid.dat": b"\xff\xfe\xfd" * 40 + b"\nfoo\n",  # over 30% undecodable: binary
    "nul-early.bin": b"foo\0bar\n",
    "nul-at-8191.bin": b"a" * 8191 + b"\0\nfoo\n",
    "nul-at-8192.txt": b"a" * 8192 + b"\0\nfoo\n",  # first NUL past 8 KiB: text, NUL and all
    "nul-late.txt": b"x\n" * 5000 + b"foo\0bar\n" + b"\0" * 10 + b"foo\n",
    "big.txt": BIG,
    "unicode.txt": "Kelvin \u212aelvin kelvin KELVIN\n\u017ftraße STRASSE strasse\nÉcole école ECOLE\n".encode(),
    "no-newline.txt": b"foo",
    "cr-end.txt": b"foo\r",
    "empty.txt": b"",
    "dir with space/a:b:c.txt": b"foo: 1:2\n",
    "-leading-dash.txt": b"bar\n",
    "ünï/名前.txt": "foo ünï\n".encode(),
    "tab\tname#%&.txt": b"foo\tbar\n",
    "new\nline.txt": b"foo\n",
    os.fsdecode(b"latin-\xe9.txt"): b"foo\n",  # not UTF-8: a surrogate escape in Python, raw bytes for grep
    **{f"many/f{i:03}.py": b"def foo():\n    return bar\n" * (1 + i % 3) for i in range(100)},
}


def _outputs(root: Path, monkeypatch: pytest.MonkeyPatch, **args: object) -> tuple[str, str, bool]:
    """(output with the prefilter, output in pure Python, whether the prefilter answered)."""
    answered: list[bool] = []

    def spy(*a: object) -> object:
        found = prefiltered_search(*a)  # type: ignore[arg-type]
        answered.append(found is not None)
        return found

    monkeypatch.setattr(prefilter, "MIN_FILES", 0)
    monkeypatch.setattr(grep, "prefiltered_search", spy)
    fast = Executor.for_root(root).execute("grep", json.dumps(args)).content
    monkeypatch.setattr(grep, "prefiltered_search", lambda *a: None)
    pure = Executor.for_root(root).execute("grep", json.dumps(args)).content
    return fast, pure, any(answered)


@pytest.fixture(scope="module")
def varied(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("varied")
    for rel, content in VARIED.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(content)
    return root


@needs_gnu_grep
@pytest.mark.parametrize(
    ("pattern", "ignore_case", "limit", "prefiltered"),
    [
        ("foo", False, 500, True),
        ("foo", False, 50, True),  # the cap and "N more in M files"
        ("foo|bar", False, 7, True),
        ("return bar", False, 2, True),  # files holding more matching lines than are shown
        ("fo+ ?bar", False, 500, True),
        ("^foo$", False, 500, True),
        ("bar$", True, 500, True),
        ("foo\\b.*$", False, 500, True),
        ("kelvin", True, 500, True),  # K also matches the Kelvin sign: only "elvin" is searched for
        ("straSSe", True, 500, True),
        ("école", True, 500, True),  # "cole" is searched for, case-folded as ASCII
        ("é", True, 500, False),  # no ASCII literal survives case folding
        ("École|ünï", False, 500, True),
        ("\\d+", False, 500, False),  # no literal at all
        ("\\x00", False, 500, False),  # NUL cannot travel in argv
        ("o\\x00b", False, 500, False),
        ("mid\\r", False, 500, True),
        ("a\\nb", False, 500, False),  # a needle across lines never matches a line
        ("foo: 1", False, 500, True),
        ("long line", False, 500, True),
    ],
)
def test_grep_output_is_identical_with_and_without_the_prefilter(
    varied, monkeypatch, pattern, ignore_case, limit, prefiltered
):
    fast, pure, answered = _outputs(varied, monkeypatch, pattern=pattern, ignore_case=ignore_case, limit=limit)
    assert (fast, answered) == (pure, prefiltered)


@needs_gnu_grep
@pytest.mark.parametrize(
    ("pattern", "context", "limit", "groups"),
    [
        ("foo", 2, 500, True),
        ("foo|bar", 5, 7, True),
        ("return bar", 1, 2, True),
        ("long line", 3, 500, False),  # context around a 1.5 MB line
        ("mid\\r", 1, 500, False),
    ],
)
def test_grep_context_is_identical_with_and_without_the_prefilter(varied, monkeypatch, pattern, context, limit, groups):
    fast, pure, answered = _outputs(varied, monkeypatch, pattern=pattern, context=context, limit=limit)
    assert (fast, answered, "\n--\n" in fast) == (pure, True, groups)


_EXPECTED_PARTS = (
    "crlf.txt:5:mid\rfoo",
    "nul-at-8192.txt:2:foo",
    "nul-late.txt:5001:foo\0bar",
    "latin1.txt:1:caf\ufffd foo",
    "big.txt:100001:…",
    "big.txt:100005:foo without a final newline",
    "dir with space/a:b:c.txt:1:foo: 1:2",
    "-leading-dash.txt:1:bar",
    "tab\tname#%&.txt:1:foo\tbar",
    "new\nline.txt:1:foo",
    "latin-\udce9.txt:1:foo",
)


def test_identical_output_covers_binary_crlf_big_and_odd_names(varied, monkeypatch):
    fast, pure, _ = _outputs(varied, monkeypatch, pattern="foo|bar", limit=500)
    assert (fast == pure, [part for part in _EXPECTED_PARTS if part not in fast]) == (True, [])


def test_binary_files_are_skipped_by_both_paths(varied, monkeypatch):
    fast, pure, _ = _outputs(varied, monkeypatch, pattern="foo", limit=500)
    assert (fast, [name for name in ("nul-early", "nul-at-8191", "mostly-invalid") if name in fast]) == (pure, [])


def test_a_file_named_dash_is_searched_in_python(make_tree, monkeypatch):
    root = make_tree({"-": "foo\n", "a.txt": "foo\n"})
    assert _outputs(root, monkeypatch, pattern="foo") == (
        "2 matching lines in 2 files for `foo`:\n-:1:foo\na.txt:1:foo",
    ) * 2 + (False,)


def test_a_failing_grep_falls_back_to_python(make_tree, monkeypatch, tmp_path):
    failing = tmp_path / "grep"
    failing.write_text("#!/bin/sh\necho 'a.txt\0001:foo'\nexit 2\n")
    failing.chmod(0o755)
    root = make_tree({"a.txt": "foo\n", "b.txt": "foo\n"})
    monkeypatch.setattr(prefilter, "_gnu_grep", lambda: str(failing))
    fast, pure, _ = _outputs(root, monkeypatch, pattern="foo")  # the batch grep failed on is read in Python
    assert (fast, pure) == ("2 matching lines in 2 files for `foo`:\na.txt:1:foo\nb.txt:1:foo",) * 2


def test_a_missing_grep_binary_falls_back_to_python(make_tree, monkeypatch):
    monkeypatch.setattr(prefilter.shutil, "which", lambda name: None)
    root = make_tree({"a.txt": "foo\n"})
    found = "1 matching line in 1 file for `foo`:\na.txt:1:foo"
    assert _outputs(root, monkeypatch, pattern="foo") == (found, found, False)


def test_only_gnu_grep_is_trusted(tmp_path):
    impostor = tmp_path / "grep"
    impostor.write_text("#!/bin/sh\necho 'grep (BSD grep, GNU compatible) 2.6.0-FreeBSD'\n")
    impostor.chmod(0o755)
    assert (prefilter._is_gnu(str(impostor)), prefilter._is_gnu(str(tmp_path / "absent"))) == (False, False)


@needs_gnu_grep
def test_prefiltered_search_keeps_file_order_and_raw_line_bytes(make_tree, monkeypatch):
    monkeypatch.setattr(prefilter, "MIN_FILES", 0)
    root = make_tree({"b.txt": b"x\nneedle\r\n", "a.txt": b"z\n" * 5000 + b"needle \xff\0y\n", "c.txt": b"hay\n"})
    found = prefiltered_search(
        str(root) + "/", ["b.txt", "a.txt", "c.txt"], re.compile("needle"), (b"needle",), False, 9, Skips()
    )
    assert list(found or []) == [("b.txt", 1, [(2, "needle", 0)]), ("a.txt", 1, [(5001, "needle \ufffd\0y", 0)])]


def test_few_files_are_left_to_python_without_starting_a_process(make_tree):
    root = make_tree({"a.txt": "needle\n"})
    assert prefiltered_search(str(root) + "/", ["a.txt"], re.compile("needle"), (b"needle",), False, 9, Skips()) is None


@pytest.mark.parametrize(
    ("output", "expected"),
    [
        (b"a\0001:x\na\0003:y\nb\0002:z\n", [(b"a", [(1, b"x"), (3, b"y")]), (b"b", [(2, b"z")])]),
        (b"a\nb\0001:x\n", [(b"a\nb", [(1, b"x")])]),  # a newline in a path
        (b"a\0001:x", None),  # cut short
        (b"a:1:x\n", None),  # not the format asked for
    ],
)
def test_grep_output_is_read_by_file_or_not_at_all(monkeypatch, output, expected):
    monkeypatch.setattr(grep_records, "_CHUNK", 3)  # records arrive cut anywhere
    try:
        found = list(grep_records.by_file(io.BufferedReader(io.BytesIO(output))))
    except grep_records.Unusable:
        found = None
    assert found == expected


def test_batches_are_contiguous_and_fit_the_argument_limit(monkeypatch):
    monkeypatch.setattr(prefilter, "_ARG_BYTES", 1000)
    files = [f"dir/file{i:04}.txt" for i in range(500)]
    batches = prefilter._batches(files)
    assert ([f for b in batches for f in b], all(sum(len(f) + 9 for f in b) <= 1000 for b in batches)) == (files, True)


_TEXT = (b"foo", b"bar", b"Foo", b"BAR", b"k", b"o", b" ", b"x" * 4000)  # 4000: NULs land near the 8 KiB head
_ODD = (b"\n", b"\r\n", b"\r", b"\0", b"\xff", "é".encode(), "\u212a".encode())
_PIECES = st.sampled_from([*_TEXT, *_ODD])
_PATTERNS = st.sampled_from(["foo", "foo|bar", "o$", "^bar", "Fo+", "(?i)BAR", "kelvin|k", "o\\r", "x{3}f"])


@needs_gnu_grep
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    contents=st.lists(st.lists(_PIECES, max_size=12).map(b"".join), min_size=1, max_size=4),
    pattern=_PATTERNS,
    ignore_case=st.booleans(),
)
def test_random_files_give_identical_output(monkeypatch, contents, pattern, ignore_case):
    with tempfile.TemporaryDirectory() as tmp:
        for i, content in enumerate(contents):
            Path(tmp, f"f{i}.txt").write_bytes(content)
        fast, pure, answered = _outputs(Path(tmp), monkeypatch, pattern=pattern, ignore_case=ignore_case, limit=3)
    needles, _ = required_needles(pattern, re.IGNORECASE if ignore_case else 0)
    assert (fast, answered) == (pure, needles is not None)


def test_the_tree_really_holds_files_past_the_block_size(varied):
    assert os.path.getsize(varied / "big.txt") > 2 * (1 << 20)
