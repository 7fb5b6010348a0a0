"""A changed file the failing test imports, no followed call reaching its hunks (the code under test is looked up by
name at run time): the offline diagnoser reads the hunk that changes code and shares the most of the failure's words,
not merely the file's first; a hunk changing only a docstring's words is not read at all."""

from __future__ import annotations

from diagbot.logs.types import Failure
from tests.offline.test_follow import _diagnose

RENDER = (
    "def _title(s, colour):\n    return s.title()\n\n\n"  # 1-4
    "def _afterpoint(string):\n"  # 5
    '    """Digits after the point.\n\n    >>> _afterpoint("1.5")\n    1\n\n    """\n'  # 6-11
    "    pos = string.rfind('.')\n    return -1 if pos < 0 else len(string) - pos - 1\n\n\n"  # 12-15
    "def _visible(s):\n    return s.replace('\\x1b[31m', '').replace('\\x1b[0m', '')\n\n\n"  # 16-19
    "def align_decimal(strings, has_colour):\n"  # 20
    "    decimals = [_afterpoint(_visible(s)) for s in strings] if has_colour else [_afterpoint(s) for s in strings]\n"
    "    most = max(decimals)\n    return [s + (most - d) * ' ' for s, d in zip(strings, decimals)]\n"  # 22-23
)
FILES = {
    "tabula/__init__.py": "",
    "tabula/render.py": RENDER,
    "tabula/table.py": (
        "from tabula import render\n\n\ndef column(strings, kind, colour):\n"
        "    return getattr(render, 'align_' + kind)(strings, colour)\n"
    ),
    "tests/test_table.py": (
        "from tabula import render  # noqa: F401\nfrom tabula.table import column\n\n\n"
        "def test_decimal_alignment_with_colour():\n"
        "    assert column(['\\x1b[31m1.5\\x1b[0m', '10'], 'decimal', True)[1] == '10  '\n"
    ),
}
FAIL = Failure(
    "AssertionError: assert '10 ' == '10  '", "pytest", "tests/test_table.py::test_decimal_alignment_with_colour",
    "tests/test_table.py", 6,
)  # fmt: skip
DOC = RENDER.replace('    """Digits after the point.', '    """Count the digits after the decimal point.')
COLOUR = "[_afterpoint(_visible(s)) for s in strings] if has_colour else"


def test_of_an_imported_files_hunks_the_one_sharing_the_failures_words_is_read_first(make_repo, git):
    code = DOC.replace("s.title()", "s.title() if colour else s")  # shares one of its words, `colour`
    code = code.replace(COLOUR, "").replace("for s in strings]\n", "for s in strings] if has_colour else []\n")
    d = _diagnose(make_repo, git, FILES, {"tabula/render.py": code}, FAIL)
    cause = d.conclusion.split("### Evidence")[0]
    assert "the branch changed `tabula/render.py:21`" in cause, cause


def test_a_hunk_changing_only_a_docstrings_words_is_not_read(make_repo, git):
    d = _diagnose(make_repo, git, FILES, {"tabula/render.py": DOC}, FAIL)
    assert "diff" not in [t.tool for t in d.trace], [(t.tool, t.args) for t in d.trace]
