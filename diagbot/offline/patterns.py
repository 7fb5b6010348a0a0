"""A regular expression the branch changed that the reached code matches with: `GRIDREF = re.compile(...)` on an
added line, `match = GRIDREF.match(ref)` in the function the failure reaches. A pattern decides what a parse reads,
and a slip in one (`\\d{3,5}` for `\\d{4,5}`, a `.` left unescaped) changes the values the test compares, however
plain the code using it; its declaration is named before the changed code that uses it."""

from __future__ import annotations

import re

from diagbot.changes import ChangeSet
from diagbot.filekinds import is_test
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.factored import DECLARES
from diagbot.offline.span import reach_span

_MOST = 50  # patterns the branch declares, at most, for one to be looked for in the reached code
_PATTERN = re.compile(  # a name declared as a compiled pattern or a regex literal, in the languages diagbot reads
    DECLARES
    + r"(?:re\.compile|regex\.compile|regexp\.MustCompile|regexp\.Compile|Pattern\.compile|Regex::new|new RegExp"
    r"|Regexp\.new|/(?![/*\s])"  # a regex literal; then a string holding a delimited one with a metacharacter
    r"|(?P<q>['\"])(?P<d>[/#~])(?=(?:(?!(?P=q)).)*[\\^$*+?()\[\]|{}])(?:(?!(?P=q)).)+(?P=d)[a-zA-Z]*(?P=q))"
)


def changed_pattern(
    changes: ChangeSet | None, code: list[tuple[str, int, dict[int, str]]]
) -> tuple[str, str, int] | None:
    """(name, path, line) of the first pattern declared on an added line of a changed source file that the reached
    functions of `code` (each read's path, focus line and lines; not a test's) use; None when they use none."""
    declared = {
        m[1]: (f.path, n)
        for f in source_files(changes)
        for n, text in added_lines(f.patch)
        if (m := _PATTERN.match(text))
    }
    if not declared or len(declared) > _MOST:  # a branch declaring hundreds of patterns (generated code) is no slip
        return None
    for path, focus, lines in code:
        if is_test(path):
            continue
        start, end = reach_span(lines, focus)
        body = " ".join(lines.get(n, "") for n in range(start, end + 1))
        for name, (where, line) in declared.items():
            if re.search(rf"(?<![\w$]){re.escape(name)}\b", body) and (where, line) != (path, start):
                return name, where, line
    return None
