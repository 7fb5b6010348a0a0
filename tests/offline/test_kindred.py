"""A line copied from a twin function whose one name of the twin's family was never turned over (kindred.py)."""

from __future__ import annotations

from diagbot.logs.types import Failure
from diagbot.offline import copies, slips
from diagbot.offline.kindred import kindred_lines
from diagbot.offline.slip_words import KINDRED
from diagbot.offline.slips import slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

ULAW = (
    "// DecodeUlawFrame decodes one u-law frame.",
    "func DecodeUlawFrame(frame uint8) int16 {",
    "\treturn ulaw2lpcm[frame]",
    "}",
    "",
    "// DecodeAlawSamples decodes A-law data to samples.",
    "func DecodeAlawSamples(pcm []byte) []int16 {",
    "\tsamples := make([]int16, len(pcm))",
    "\tfor i, b := range pcm {",
    "\t\tsamples[i] = alaw2lpcm[b]",
    "\t}",
    "\treturn samples",
    "}",
    "",
    "// DecodeUlawSamples decodes u-law data to samples.",
    "func DecodeUlawSamples(pcm []byte) []int16 {",
    "\tsamples := make([]int16, len(pcm))",
    "\tfor i, b := range pcm {",
    "\t\tsamples[i] = {table}[b]",
    "\t}",
    "\treturn samples",
    "}",
)


def _page(lines: tuple[str, ...]) -> str:
    return f"@@ -1,0 +1,{len(lines)} @@\n" + "".join(f"+{t}\n" for t in lines)


def _lines(table: str, twin: str = "DecodeAlawSamples") -> tuple[str, ...]:
    return tuple(t.replace("{table}", table).replace("DecodeAlawSamples", twin) for t in ULAW)


def test_a_line_copied_from_the_twin_reading_its_family_name_is_the_slip() -> None:
    changes = one_file("g711/ulaw.go", _page(_lines("alaw2lpcm")))
    assert dict(kindred_lines(changes)) == {("g711/ulaw.go", 19): 2}
    assert slipped_lines(changes)[("g711/ulaw.go", 19)] == (2, KINDRED)


def test_the_line_turned_over_or_with_no_twin_or_its_namesake_unseen_is_no_slip() -> None:
    assert not kindred_lines(one_file("g711/ulaw.go", _page(_lines("ulaw2lpcm"))))  # turned over
    assert not kindred_lines(one_file("g711/ulaw.go", _page(_lines("alaw2lpcm", twin="DecodeAlawBytes"))))  # no twin
    unseen = tuple(t.replace("ulaw2lpcm[frame]", "0") for t in _lines("alaw2lpcm"))
    assert not kindred_lines(one_file("g711/ulaw.go", _page(unseen)))  # no `ulaw2lpcm` to have meant


def test_a_line_many_functions_share_or_counterparts_read_alike_is_no_slip() -> None:
    third = (
        "",
        "func DecodeMulawSamples(pcm []byte) []int16 {",
        "\tsamples := make([]int16, len(pcm))",
        "\tfor i, b := range pcm {",
        "\t\tsamples[i] = alaw2lpcm[b]",
        "\t}",
        "\treturn samples",
        "}",
    )
    assert not kindred_lines(one_file("g711/ulaw.go", _page(_lines("alaw2lpcm") + third)))  # three hold it
    sides = (
        "func rotateLeft(n *Node) {",
        "\tpivot := n.leftChild",
        "\tn.rightChild = pivot",
        "}",
        "func rotateRight(n *Node) {",
        "\tpivot := n.leftChild",
        "\tn.leftChild = nil",
        "}",
    )
    assert not kindred_lines(one_file("tree.go", _page(sides)))  # left and right: each handles both sides


CODEC = (
    "alaw_table = [i * 2 for i in range(256)]\n"
    "ulaw_table = [i * 3 for i in range(256)]\n"
    "\n"
    "\n"
    "def decode_alaw_samples(data, gain=1):\n"
    "    if not data:\n"
    "        return []\n"
    "    return [alaw_table[b] * gain for b in data]\n"
    "\n"
    "\n"
    "def decode_ulaw_samples(data, gain=1):\n"
    "    if not data:\n"
    "        return []\n"
    "    return [{table}[b] * gain for b in data]\n"
)
BASE = {"codec/__init__.py": "", "codec/g711.py": "alaw_table = [i * 2 for i in range(256)]\n"}


def test_the_line_not_turned_over_is_cited(make_repo, git) -> None:
    failure = Failure(
        "AssertionError: assert [2, 4] == [3, 6]", "pytest", "tests/test_g711.py::test_ulaw", "tests/test_g711.py", 4
    )
    changed = {"codec/g711.py": CODEC.replace("{table}", "alaw_table")}
    d = _diagnose(make_repo, git, BASE, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("codec/g711.py", 14), d.conclusion
    assert "twin function" in d.conclusion.split("### Evidence")[0]


def test_without_the_rule_another_line_is_cited(make_repo, git, monkeypatch) -> None:
    failure = Failure(
        "AssertionError: assert [2, 4] == [3, 6]", "pytest", "tests/test_g711.py::test_ulaw", "tests/test_g711.py", 4
    )
    slips.slipped_lines.cache_clear()
    copies.copied_lines.cache_clear()
    monkeypatch.setattr(copies, "kindred_lines", lambda changes: {})
    d = _diagnose(make_repo, git, BASE, {"codec/g711.py": CODEC.replace("{table}", "alaw_table")}, failure)
    slips.slipped_lines.cache_clear()
    copies.copied_lines.cache_clear()
    assert (d.locations[0].path, d.locations[0].line) != ("codec/g711.py", 14), d.conclusion
