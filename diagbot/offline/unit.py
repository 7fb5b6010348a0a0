"""Which failure to diagnose first when several unit tests of changed code failed: the unit test of a source file
the branch changed (`color_spec.rb` for `color.rb`, `TallyTest.php` for `Tally.php`), and of those, the deepest
unit: the one whose changed code the other failing units' changes use, itself using none of theirs (`NightRule`,
which `FlyingTime` now calls, before `FlyingTimeTest` and `ResultSheetTest`, which fail through it)."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from diagbot.changes import ChangeSet, FileChange
from diagbot.filekinds import TEST_FILE
from diagbot.logs.types import Failure
from diagbot.offline.calls import code_only
from diagbot.offline.change import new_side, source_files
from diagbot.offline.kinds import without_comment

# a test file's name around its subject's: `test_`, `_test`, `.spec`, in any case; `TestX`, `XTest`, `XSpec` in
# CamelCase only (`testing.py`, `contest.py` keep theirs)
_TEST_MARK = re.compile(r"^test_|_test$|_spec$|\.test$|\.spec$|(?-i:^Test(?=[A-Z])|Tests?$|Spec$)", re.I)


def unit_of_change(failures: tuple[Failure, ...], changes: ChangeSet | None) -> Failure | None:
    """The first failure naming its test and file whose test file is named for a source file the branch changed:
    the unit test of changed code, which says more of its fault than a wider test that reached it too; of several
    such units, the deepest (_deepest). None when the first failure is located in source code, not a test: its
    frame already says where the fault surfaced."""
    if failures and failures[0].path and not TEST_FILE.search(failures[0].path):
        return None
    changed = {PurePosixPath(f.path).stem.lower(): f for f in source_files(changes)}
    units: dict[str, Failure] = {}
    for x in failures:
        stem = _TEST_MARK.sub("", PurePosixPath(x.path or "").name.split(".")[0]).lower()
        if x.test and x.path and TEST_FILE.search(x.path) and stem in changed and stem:
            units.setdefault(stem, x)
    if not units:
        return None
    first = next(iter(units))
    return units[_deepest({stem: changed[stem] for stem in units}, changed) or first]


def _deepest(units: dict[str, FileChange], changed: dict[str, FileChange]) -> str | None:
    """Of the failing units (by stem), the one the others reach through the changed files' code (a patch's new side
    naming a changed file: `NightRule::`, `#include "part.h"`; one file through another: `ResultSheet` uses
    `Velocity`, which uses `NightRule`), reaching none of them itself; the one most reach. None when no unit is
    such. A stem that is a plain word (`part`, `report`) names its file only on an import's line: elsewhere it is
    as likely a variable. Each patch's names are read once: a branch of thousands of files stays linear."""
    if len(units) < 2:
        return None
    stems = {stem: PurePosixPath(f.path).stem for stem, f in changed.items()}
    uses = {}
    for stem, f in changed.items():
        imports, code = (set(_TOKEN.findall(side)) for side in _new_side(f))
        uses[stem] = {
            other
            for other, name in stems.items()
            if other != stem and (name in imports or (name in code and not (name.isalpha() and name.islower())))
        }
    reach = {stem: _closure(stem, uses) & units.keys() for stem in units}
    leaves = [stem for stem in units if not reach[stem] and any(stem in r for r in reach.values())]
    return max(leaves, key=lambda s: sum(s in r for r in reach.values()), default=None)


_TOKEN = re.compile(r"[\w$]+")  # a name, or a part of an import's path (`./part.js`: part, js)


def _closure(start: str, uses: dict[str, set[str]]) -> set[str]:
    """What `start` reaches through `uses`, itself aside."""
    seen: set[str] = set()
    todo = list(uses.get(start, ()))
    while todo:
        if (stem := todo.pop()) not in seen and stem != start:
            seen.add(stem)
            todo.extend(uses.get(stem, ()))
    return seen


def _new_side(f: FileChange) -> tuple[str, str]:
    """The import lines and the other code of the patch's added and kept lines (the changed file as the branch has
    it, around its changes): no comments, no string literals but an import's (`from "./report.js"`)."""
    imports, code = [], []
    for line in new_side(f.patch).values():
        text = without_comment(line.strip(), f.path)
        if text.startswith(_PROSE):
            continue
        if _IMPORTS.search(text):
            imports.append(text)
        else:
            code.append(code_only(text))
    return "\n".join(imports), "\n".join(code)


_PROSE = ("*", "/*", "//", '"""', "'''")  # a comment's or docstring's line
_IMPORTS = re.compile(  # also a Go import block's `"example.com/trees/stem"` or `alias "example.com/x"`
    r"^(?:import|from|use|using|require|include|#\s*include|mod)\b|\b(?:require(?:_relative)?|import)\s*\("
    r'|^(?:[\w.]+\s+)?"[\w.\-/]+/[\w.\-]+"$'
)
