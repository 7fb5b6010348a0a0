"""Replacements undone in the order they were done (`for char, seq in _ESCAPES: s = s.replace(seq, char)` beside the
escaping loop over the same table): the undoing loop's line is the slip (undone.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.slips import UNDONE, slipped_lines
from diagbot.offline.undone import undone_lines
from tests.offline.patches import one_file

PY = (
    "@@ -10,7 +10,15 @@\n"
    "+_ESCAPES = (('~', '~0'), ('/', '~1'))\n+\n+\n"
    " def escape(s):\n"
    "-    return s.replace('~', '~0').replace('/', '~1')\n"
    "+    for char, seq in _ESCAPES:\n+        s = s.replace(char, seq)\n+    return s\n"
    " \n \n def unescape(s):\n"
    "-    return s.replace('~1', '/').replace('~0', '~')\n"
    "+    for char, seq in _ESCAPES:\n+        s = s.replace(seq, char)\n+    return s\n"
)


def test_the_loop_undoing_in_the_same_order_is_the_slip() -> None:
    changes = one_file("jsonpointer.py", PY)
    assert dict(undone_lines(changes)) == {("jsonpointer.py", 21): 2}
    assert slipped_lines(changes)[("jsonpointer.py", 21)] == (2, UNDONE)


def test_a_javascript_for_of_loop() -> None:
    patch = (
        "@@ -1,1 +1,7 @@\n+const PAIRS = [['&', '&amp;'], ['<', '&lt;']];\n"
        "+function encode(s) { for (const [c, e] of PAIRS) { s = s.replaceAll(c, e); } return s; }\n"
        "+function decode(s) {\n+  for (const [c, e] of PAIRS) {\n+    s = s.replaceAll(e, c);\n+  }\n+  return s;\n"
    )
    assert dict(undone_lines(one_file("src/html.js", patch))) == {("src/html.js", 5): 2}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "char, seq in _ESCAPES:\n+        s = s.replace(seq",
            "char, seq in reversed(_ESCAPES):\n+        s = s.replace(seq",
        ),
        ("+    for char, seq in _ESCAPES:\n+        s = s.replace(char, seq)\n", "+    s = s.translate(_TABLE)\n"),
    ],
)
def test_undoing_in_reverse_or_no_loop_doing_the_replacements_is_left_alone(old: str, new: str) -> None:
    assert not undone_lines(one_file("jsonpointer.py", PY.replace(old, new)))
