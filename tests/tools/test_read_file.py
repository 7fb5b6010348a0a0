from __future__ import annotations

import io
import re

import pytest

from diagbot.tools.lines import _window

CALC = "".join(f"line {i}\n" for i in range(1, 14))


@pytest.fixture
def repo(make_repo):
    return make_repo(
        {
            "src/calc.py": CALC,
            "long.txt": "".join(f"{i}\n" for i in range(1, 1001)),
            "wide.txt": "w" * 1200 + "\nshort\n",
            "img.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
            "latin.bin": bytes(range(128, 256)) * 40,
            "bad.txt": b"caf\xe9 ok\n",
            "empty.txt": "",
            "noeol.txt": "a\nb",
            "docs/calc.md": "# calc\n",
        }
    )


def test_read_file_header_and_numbered_lines(repo, call):
    assert call(repo, "read_file", path="src/calc.py").content.split("\n")[:3] == [
        "src/calc.py (lines 1-13 of 13)",
        "1: line 1",
        "2: line 2",
    ]


def test_read_file_reads_400_lines_by_default(repo, call):
    content = call(repo, "read_file", path="long.txt").content
    assert (content.split("\n")[0], content.split("\n")[-2]) == ("long.txt (lines 1-400 of 1000)", "400: 400")


def test_read_file_says_how_to_continue(repo, call):
    assert call(repo, "read_file", path="long.txt").content.endswith("(600 more lines; continue with offset 401)")


def test_read_file_offset_and_limit_select_a_window(repo, call):
    assert (
        call(repo, "read_file", path="src/calc.py", offset=12, limit=5).content
        == "src/calc.py (lines 12-13 of 13)\n12: line 12\n13: line 13"
    )


def test_read_file_counts_a_last_line_without_newline(repo, call):
    assert call(repo, "read_file", path="noeol.txt").content == "noeol.txt (lines 1-2 of 2)\n1: a\n2: b"


def test_read_file_offset_past_the_end_says_how_many_lines(repo, call):
    result = call(repo, "read_file", path="src/calc.py", offset=20)
    assert (result.ok, result.content) == (False, "src/calc.py has 13 lines; offset 20 is past the end (use 1-13)")


def test_read_file_cuts_long_lines_and_states_their_length(repo, call):
    assert (
        call(repo, "read_file", path="wide.txt").content.split("\n")[1]
        == "1: " + "w" * 500 + " [... line cut: 1200 chars]"
    )


def test_read_file_refuses_binary_by_name(repo, call):
    assert (
        call(repo, "read_file", path="img.png").content
        == "img.png is a binary file (16 bytes); read_file shows text files only"
    )


def test_read_file_refuses_mostly_undecodable_file(repo, call):
    assert "latin.bin is a binary file" in call(repo, "read_file", path="latin.bin").content


def test_read_file_decodes_invalid_utf8_with_replacement(repo, call):
    assert call(repo, "read_file", path="bad.txt").content.split("\n")[1] == "1: caf\ufffd ok"


def test_read_file_empty_file(repo, call):
    assert call(repo, "read_file", path="empty.txt").content == "empty.txt (empty file, 0 lines)"


def test_read_file_directory_suggests_glob(repo, call):
    assert (
        call(repo, "read_file", path="src").content
        == 'src is a directory, not a file; list it with glob, e.g. {"pattern": "src/*"}'
    )


def test_read_file_missing_file_with_one_same_name_elsewhere_offers_the_call_that_reads_it(repo, call):
    assert call(repo, "read_file", path="calc.py", offset=3).content == (
        'no file calc.py; did you mean src/calc.py? read_file {"path": "src/calc.py", "offset": 3}'
    )


def test_read_file_missing_file_with_one_close_name_offers_it(repo, call):
    assert call(repo, "read_file", path="src/clac.py").content == (
        'no file src/clac.py; did you mean src/calc.py? read_file {"path": "src/calc.py"}'
    )


def test_read_file_missing_file_with_several_same_names_lists_them_unless_one_ends_with_the_path(tmp_path, call):
    for name in ("a/util/x.py", "b/util/x.py", "c/lib/x.py"):
        (tmp_path / name).parent.mkdir(parents=True)
        (tmp_path / name).write_text("x = 1\n")
    assert call(tmp_path, "read_file", path="util/x.py").content == (
        "no file util/x.py in the repository; similar files: a/util/x.py, b/util/x.py, c/lib/x.py. Find it with glob, "
        'e.g. {"pattern": "**/x*"}'
    )
    assert call(tmp_path, "read_file", path="lib/x.py").content == (
        'no file lib/x.py; did you mean c/lib/x.py? read_file {"path": "c/lib/x.py"}'
    )


def test_read_file_missing_file_without_candidates_suggests_glob(repo, call):
    assert call(repo, "read_file", path="nothing/zzzz.rs").content == (
        'no file nothing/zzzz.rs in the repository. Find it with glob, e.g. {"pattern": "**/zzzz*"}'
    )


def test_read_file_limit_is_capped_at_2000(repo, call):
    assert "`limit` must be <= 2000" in call(repo, "read_file", path="long.txt", limit=5000).content


def test_read_file_offset_must_be_positive(repo, call):
    assert "`offset` must be >= 1" in call(repo, "read_file", path="long.txt", offset=0).content


class _Recorder(io.BytesIO):
    """Records the largest single read, to prove a huge line is never held whole."""

    largest = 0

    def readline(self, size: int | None = -1) -> bytes:
        data = super().readline(size)
        self.largest = max(self.largest, len(data))
        return data

    def read(self, size: int | None = -1) -> bytes:
        data = super().read(size)
        self.largest = max(self.largest, len(data))
        return data


def test_read_file_giant_line_is_read_in_bounded_pieces_and_measured():
    f = _Recorder(b"a" * 3_000_000 + b"\nnext\n" + b"tail\n" * 100_000)
    shown, total = _window(f, 1, 2)
    assert (shown, total, f.largest <= 1 << 20) == (
        ["1: " + "a" * 500 + " [... line cut: 3000000 chars]", "2: next"],
        100_002,
        True,
    )


def test_read_file_skips_a_giant_line_before_the_offset():
    f = _Recorder(b"b" * 2_500_000 + b"\nwanted\n")
    assert _window(f, 2, 1) == (["2: wanted"], 2)


@pytest.mark.parametrize("path", [".git/config", "./.git/HEAD", "src/../.git/config", "vendor/lib/.git/config"])
def test_read_file_refuses_gits_own_storage(repo, call, path):
    (repo / "vendor/lib/.git").mkdir(parents=True)
    (repo / "vendor/lib/.git/config").write_text("[http]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3M=\n")
    result = call(repo, "read_file", path=path)
    assert (result.ok, "inside .git, git's own storage" in result.content) == (False, True)


def test_a_long_read_is_cut_between_lines_and_the_note_reads_the_gap_back(make_repo, call):
    source = "".join(f"    total_{n} = price_{n} * quantity_{n}  # {'.' * (n % 40)}\n" for n in range(1, 225))
    repo = make_repo({"src/orders.py": source})
    result = call(repo, "read_file", path="src/orders.py")
    note = r"\n…\(lines (\d+)-(\d+) omitted, (\d+) chars; read_file offset (\d+) limit (\d+)\)…\n"
    match = re.search(note, result.content)
    assert match is not None
    first, last, chars, offset, limit = map(int, match.groups())
    before, after = result.content[: match.start()], result.content[match.end() :]
    assert (before.rsplit("\n", 1)[1].split(":")[0], after.split(":")[0]) == (str(first - 1), str(last + 1))
    gap = call(repo, "read_file", path="src/orders.py", offset=offset, limit=limit).content.split("\n")
    numbered = [line for line in gap if re.match(r"\d+: ", line)]
    assert ([int(line.split(":")[0]) for line in numbered], sum(len(line) + 1 for line in numbered)) == (
        list(range(first, last + 1)),
        chars,
    )


def test_read_file_name_too_long_is_named_short_and_relative(repo, call):
    result = call(repo, "read_file", path="a" * 5000)
    assert (result.ok, result.content) == (
        False,
        f"cannot read {'a' * 100}… (5000 chars): File name too long; paths are relative to the repository root,"
        " e.g. src/app.py",
    )
