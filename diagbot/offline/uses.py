"""Where a name is used, for the walk back from a change (callers.py): each use of a searched name in a grep's
result and the function it sits in (a constructor standing for its class; no test block taken for the helper
defined above it), the read line naming a function, and the files a walk searches."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from diagbot.filekinds import is_test
from diagbot.offline.calls import code_only
from diagbot.offline.code import defined_name
from diagbot.offline.findings import Findings, Hit
from diagbot.offline.follow import changed_sources
from diagbot.offline.kinds import is_code
from diagbot.offline.named import IDENT, owner
from diagbot.offline.vocabulary import METHODS

CLASS = re.compile(r"^\s*(?:export\s+)?(?:default\s+)?(?:abstract\s+)?(?:class|module|struct)\s+([A-Z][\w$]*)")
_HELPERS = re.compile(r"(?i)helper|conftest|fixture|support|util|common|factor")  # tests' shared code, not tests
SETUPS = frozenset("setup setUp set_up setup_method before_each setUpClass".split())  # run before each test
_CONSTRUCTORS = frozenset("initialize __init__ constructor new".split())  # called by their class's name
_INTERPOLATES = re.compile(r"""\bf["']|[#$]\{""")  # a string with code in it: Python's f"", Ruby's #{}, JS's ${}


def uses(hits: list[Hit], names: set[str]) -> list[tuple[str, tuple[str, int], str, int]]:
    """Each use of a searched name, as (the name, the function the use sits in and its definition's line, the file,
    the use's line); a constructor stands for its class, whose name its callers use."""
    files: dict[str, list[Hit]] = {}
    for hit in hits:
        files.setdefault(hit[0], []).append(hit)
    out = []
    for path, rows in files.items():
        tests = is_test(path) and not _HELPERS.search(PurePosixPath(path).name)  # a test file: its tests (`it "..."
        # do`) are no definitions (a use in one would seem in the helper above it); only its setup is on the way
        heads = sorted((n, t) for _, n, t in rows if defined_name(t))
        classes = [(n, m[1]) for _, n, t in rows if (m := CLASS.match(t))]
        for _, line, text in rows:
            used = [n for n in IDENT.findall(text) if n in names and n != defined_name(text) and not _standard(n, text)]
            who = owner(heads, line, text) if used and is_code(text) else None
            if who and who[0] in _CONSTRUCTORS:
                who = next(((c, n) for n, c in reversed(classes) if n < line), None)
            if who and who[0] not in names and (not tests or who[0] in SETUPS):
                out.append((used[0], who, path, line))
    return out


def _standard(name: str, text: str) -> bool:
    """Every use of `name` on the line is a member named as a standard value's method (`name.to_s`,
    `rows.entries()`): the string's or the list's own, not the project's function of that name."""
    if name not in METHODS:
        return False
    return all(
        text[: m.start()].rstrip().endswith((".", "->", "?."))
        for m in re.finditer(rf"(?<![\w$]){re.escape(name)}\b", text)
    )


def naming(name: str, texts: list[tuple[str, int, dict[int, str]]]) -> tuple[int, int, tuple[str, int]] | None:
    """(which read, how far from its focus, the line) of the read line of code nearest its focus naming `name`."""
    for i, (path, focus, code) in enumerate(texts):
        lines = [
            n
            for n in code
            if is_code(code[n]) and name in IDENT.findall(_unquoted(code[n])) and defined_name(code[n]) != name
        ]  # a use, not its own definition (a test's head names the test)
        if lines:
            n = min(lines, key=lambda n: abs(n - focus))
            return i, abs(n - focus), (path, n)
    return None


def _unquoted(line: str) -> str:
    """A line's code without its strings (`"1.25 shelves"` names nothing), unless a string holds code
    (`f"{f.shelves()}"`, `"#{total}"`, `${total}`)."""
    return line if _INTERPOLATES.search(line) else code_only(line)


def scope(f: Findings) -> str:
    """The source files to search: under the folder the changed sources, the read code and the failing test's file
    share, of their kinds."""
    paths = changed_sources(f) + [p for p, _, _ in f.code]
    kinds = sorted({PurePosixPath(p).suffix.lstrip(".") for p in paths if PurePosixPath(p).suffix})
    parts = [PurePosixPath(p).parent.parts for p in paths]
    common = []
    for level in zip(*parts, strict=False):
        if len(set(level)) > 1:
            break
        common.append(level[0])
    names = "*" if not kinds else f"*.{kinds[0]}" if len(kinds) == 1 else "*.{" + ",".join(kinds) + "}"
    return "/".join([*common, "**", names])
