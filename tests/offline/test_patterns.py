"""A regular expression the branch changed that the reached code matches with is named before the code using it."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.patterns import changed_pattern
from tests.offline.test_frame_change import explain_branch


def _changes(path: str, added: str) -> ChangeSet:
    patch = f"@@ -1,0 +1,1 @@\n+{added}\n"
    return ChangeSet((FileChange(path, "modified", added=1, deleted=0, patch=patch),), "main")


@pytest.mark.parametrize(
    ("path", "declared", "use", "name"),
    [
        (
            "grid.py",
            'GRIDREF = re.compile(r"^[A-Z]{2}(\\d{3,5})(\\d{3,5})$")',
            "    match = GRIDREF.match(ref)",
            "GRIDREF",
        ),
        (
            "src/M.php",
            "    private const LENGTH = '/^(\\d+)\\s*cm$/i';",
            "        preg_match(self::LENGTH, $t, $m);",
            "LENGTH",
        ),
        ("lib/gauge.rb", "    GAUGE = /(\\d+(?:\\.\\d+)?)/", "      text =~ GAUGE", "GAUGE"),
        ("lib/toc.js", "const HEADING = /^#{1,6}\\s+(.*)$/;", "  const m = HEADING.exec(line);", "HEADING"),
        (
            "units.go",
            "var unitRE = regexp.MustCompile(`^(\\d+)\\s*(kb|mb)$`)",
            "\tm := unitRE.FindStringSubmatch(s)",
            "unitRE",
        ),
        (
            "src/main/java/Dates.java",
            '    private static final Pattern DATE = Pattern.compile("(\\\\d{4})-(\\\\d{2})");',
            "        Matcher m = DATE.matcher(text);",
            "DATE",
        ),
    ],
)
def test_a_pattern_declared_on_an_added_line_and_used_by_the_reached_function_is_found(path, declared, use, name):
    code = {10: "def parse(ref):", 11: use, 12: "    return match"}
    assert changed_pattern(_changes(path, declared), [(path, 10, code)]) == (name, path, 1)


def test_a_pattern_only_a_test_uses_or_no_reached_function_uses_is_not_found():
    changes = _changes("grid.py", 'GRIDREF = re.compile(r"^\\d+$")')
    assert (
        changed_pattern(changes, [("tests/test_grid.py", 3, {3: "def test_x():", 4: "    GRIDREF.match('1')"})]) is None
    )
    assert changed_pattern(changes, [("grid.py", 10, {10: "def parse(ref):", 11: "    return int(ref)"})]) is None
    assert changed_pattern(_changes("grid.py", "TOTAL = 3"), [("grid.py", 10, {10: "def f():", 11: "  TOTAL"})]) is None
    for plain in ('path = "/".join(parts)', "root = '/api/v1/'", 'sep = "/"'):  # a string starting with a slash
        assert (
            changed_pattern(_changes("u.py", plain), [("u.py", 1, {1: "def f():", 2: "  f(path, root, sep)"})]) is None
        )


BASE = {
    "grid/__init__.py": "",
    "grid/parse.py": '"""Grid references."""\n\nimport re\n\n\ndef parse(ref: str) -> tuple[int, int]:\n'
    '    """\'SU123456\' as (12300, 45600)."""\n    match = re.match(r"^[A-Z]{2}(\\d{3})(\\d{3})$", ref.strip())\n'
    "    if match is None:\n        raise ValueError(ref)\n    return int(match[1]) * 100, int(match[2]) * 100\n",
    "tests/__init__.py": "",
    "tests/test_parse.py": "from grid.parse import parse\n\n\ndef test_six_figures():\n"
    '    assert parse("SU123456") == (12300, 45600)\n\n\ndef test_eight_figures():\n'
    '    assert parse("SU12345678") == (12340, 56780)\n',
}
CHANGED = {
    "grid/parse.py": '"""Grid references of six, eight or ten figures."""\n\nimport re\n\n'
    'GRIDREF = re.compile(r"^[A-Z]{2}(\\d{3,5})(\\d{3,5})$")\n\n\ndef _metres(digits: str) -> int:\n'
    "    return int(digits) * 10 ** (5 - len(digits))\n\n\ndef parse(ref: str) -> tuple[int, int]:\n"
    '    """\'SU123456\' as (12300, 45600)."""\n    match = GRIDREF.match(ref.strip())\n'
    "    if match is None:\n        raise ValueError(ref)\n    return _metres(match[1]), _metres(match[2])\n",
}


def test_the_changed_pattern_the_reached_function_matches_with_is_named_first(
    make_repo, git, tmp_path, failing_pytest_log
):
    log = failing_pytest_log({**BASE, **CHANGED})  # the real log of the branch's failing test
    d = explain_branch(make_repo, git, tmp_path, BASE, CHANGED, log)
    assert (d.locations[0].path, d.locations[0].line) == ("grid/parse.py", 5), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "the branch changed `GRIDREF` at `grid/parse.py:5`, the pattern the code the failure reaches" in cause


def test_a_branch_declaring_more_patterns_than_one_slip_would_is_not_searched():
    from diagbot.offline.patterns import _MOST

    def declaring(n: int) -> ChangeSet:
        patch = f"@@ -1,0 +1,{n} @@\n" + "".join(f'+P{i} = re.compile(r"^a{{{i}}}$")\n' for i in range(n))
        return ChangeSet((FileChange("gen.py", "modified", added=n, deleted=0, patch=patch),), "main")

    code = [("gen.py", 900, {900: "def f(s):", 901: "    return P0.match(s)"})]
    assert changed_pattern(declaring(_MOST), code) == ("P0", "gen.py", 1)
    assert changed_pattern(declaring(_MOST + 1), code) is None  # generated code, no slip to look for


RANGES = {
    "spans/__init__.py": "",
    "spans/parse.py": "def span(text: str) -> tuple[int, int]:\n    first, last = text.split('-')\n"
    "    return int(first), int(last)\n",
    "tests/__init__.py": "",
    "tests/test_parse.py": "from spans.parse import span\n\n\ndef test_span():\n    assert span('10-20') == (10, 20)\n",
}
RANGES_CHANGED = {  # a pattern now, and the second bound read from the first's group: a twin not turned over
    "spans/parse.py": "import re\n\nSPAN = re.compile(r'^(?P<start>\\d+)\\s*-\\s*(?P<end>\\d+)$')\n\n\n"
    "def span(text: str) -> tuple[int, int]:\n    match = SPAN.match(text.strip())\n"
    "    start = int(match['start'])\n    end = int(match['start'])\n    return start, end\n",
}


def test_a_slip_the_diff_shows_stands_before_the_changed_pattern(make_repo, git, tmp_path, failing_pytest_log):
    log = failing_pytest_log({**RANGES, **RANGES_CHANGED})
    d = explain_branch(make_repo, git, tmp_path, RANGES, RANGES_CHANGED, log)
    assert (d.locations[0].path, d.locations[0].line) == ("spans/parse.py", 9), d.conclusion
    cause = d.conclusion.split("### Evidence")[0]
    assert "the pattern the code the failure reaches" not in cause
    assert "keeps the first side's word in one place" in cause  # slips.WHERE[MIRROR]
