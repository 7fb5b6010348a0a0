"""What the offline model's tool results have shown so far: the files, hits, reads and the changed hunk."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from diagbot.changes import ChangeSet
from diagbot.filekinds import TEST_FILE, is_source
from diagbot.logs.types import Failure
from diagbot.offline.body import picked
from diagbot.offline.calls import statement
from diagbot.offline.change import file_hunks, moved_code
from diagbot.offline.changed import Changed, read_hunk, removed_rows
from diagbot.offline.clues import failure_words
from diagbot.offline.code import callee, enclosing
from diagbot.offline.deeper import changed_call
from diagbot.offline.factored import same_values
from diagbot.offline.heads import out_of_place

Hit = tuple[str, int, str]  # path, line, code there
_HIT = re.compile(r"^(.+?):(\d+):(.*)$")
_SHOWN = re.compile(r"\(lines \d+-(\d+) of (\d+)\)")  # a read's header: which lines of how many it shows
_NUMBERED = re.compile(r"^\s*(\d+)(?:\t|:\s?| ?\| ?| +)(.*)$")


@dataclass
class Findings:
    """What the tool results have shown so far."""

    failure: Failure | None
    frame: tuple[str, int] | None = None
    files: list[str] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    defs: list[Hit] = field(default_factory=list)
    reads: list[Hit] = field(default_factory=list)
    body: str = ""  # the code from the last read's focus line to the next blank line
    symbol: str | None = None  # the function the failing test calls
    enclosing: str | None = None  # the function holding the failing line, when that line is not in a test
    changes: ChangeSet | None = None  # the branch's diff, as the question lists it
    code: list[tuple[str, int, dict[int, str]]] = field(default_factory=list)  # each read: path, focus, lines
    callee_defs: dict[int, list[Hit]] = field(default_factory=dict)  # by level: definitions, in changed files, of
    # what the function followed at the level before calls
    followed: dict[int, int] = field(default_factory=dict)  # by level: the index in `code` of the function read
    widened: list[int] = field(default_factory=list)  # the reads in `code` read again wider
    to_end: set[int] = field(default_factory=set)  # the reads in `code` that showed their file's last line
    declared: list[Hit] = field(default_factory=list)  # declarations of what a build error names, in changed files
    decl_reads: list[tuple[str, int]] = field(default_factory=list)  # those read
    imports: list[Hit] = field(default_factory=list)  # the failing test's import lines naming a changed file
    modules: list[list[Hit]] = field(default_factory=list)  # the callee's import binding, its module's exports
    change: Changed | None = None  # the changed hunk in reach, as the diff tool showed it
    chain: list[Changed] = field(default_factory=list)  # every changed hunk read, each called from the one before
    called_from: tuple[str, int] | None = None  # the read function whose call led to the first change read
    removed: dict[str, list[str]] = field(default_factory=dict)  # by path: the removed lines diff pages showed
    named_by: tuple[str, str, int] | None = None  # the changed function the first change read was read for, and
    # the read line naming it (named.py)
    changed_defs: list[Hit] | None = None  # the definitions in the changed files, as grep showed them (named.py)
    users: list[list[Hit]] = field(default_factory=list)  # by level: where names on the way to a change are used,
    # and the definitions around (callers.py)
    via: tuple[str, ...] = ()  # the unchanged functions between the read code and the change named (callers.py)
    related: tuple[str, ...] = ()  # the change read was in reach of no read code: the failure's words it shares
    slip: str = ""  # the kind of slip (slips.py) the change was read for, before any call was followed

    def record(self, name: str, args: dict[str, Any], content: str, ok: bool) -> None:
        """Fold one tool result into the findings."""
        lines = content.splitlines() if ok else []
        if name == "glob":
            # headers and notes quote the pattern in backticks or start like a sentence; paths do neither
            self.files = [
                x.strip() for x in lines if x.strip() and "`" not in x and not x.startswith(("(", "[", "..."))
            ]
        elif name == "grep" and (args.get("_cdefs") or args.get("_users")):  # indentation kept: it tells which
            kept = [(m[1], int(m[2]), m[3]) for m in map(_HIT.match, lines) if m]  # definition a line is in
            self.users += [kept] if args.get("_users") else []
            self.changed_defs = self.changed_defs if args.get("_users") else kept
        elif name == "grep":
            self._record_grep(args, [(m[1], int(m[2]), m[3].strip()) for m in map(_HIT.match, lines) if m])
        elif name == "read_file" and ok and "_widen" in args:  # more of a read function: the same read, longer
            self.widened.append(args["_widen"])
            if (m := _SHOWN.search(lines[0] if lines else "")) and m[1] == m[2]:
                self.to_end.add(args["_widen"])
            path, focus, code = self.code[args["_widen"]]
            more = {int(m[1]): m[2] for m in map(_NUMBERED.match, lines[1:]) if m}
            self.code[args["_widen"]] = (path, focus, {**more, **code})
        elif name == "read_file" and ok:
            self._record_read(args, lines)
        elif name == "diff" and ok:
            self._record_diff(args, lines[1:])

    def _record_read(self, args: dict[str, Any], lines: list[str]) -> None:
        """A read of code: the line it was for, the function the failing test's line calls."""
        code = {int(m[1]): m[2] for m in map(_NUMBERED.match, lines[1:]) if m}
        if args.get("_pick") and self.failure:  # a test whose helper reported it: its line saying the failure
            args, code, lines = picked(args, code, lines, self.failure.message)
        focus = args["_focus"]
        self.reads.append((args["path"], focus, code.get(focus, "").strip()))
        self._record_code(args, lines[0] if lines else "", code)
        block = [code[n] for n in range(focus, focus + 8) if n in code]
        self.body = "\n".join(block[: next((i for i, x in enumerate(block) if not x.strip()), len(block))])
        if not self.symbol and (args["_test"] or TEST_FILE.search(args["path"])):
            self.symbol = callee(code, focus, test_name(self.failure), args["path"])
            title = self.failure.test if self.failure else None
            self.symbol = changed_call(self.changes, statement(code, focus), self.symbol, args["path"], title)
        elif len(self.reads) == 1:
            self.enclosing = enclosing(code, focus)

    def _record_diff(self, args: dict[str, Any], shown: list[str]) -> None:
        """A page of a changed file's diff: the changed line it shows the failure reaches, and what led there."""
        said = self.failure.message if self.failure else ""
        words, moved = failure_words(said), moved_code(self.changes) | same_values(self.changes)
        span = tuple(args.get("_span", (0, 0)))
        before = tuple(self.removed.get(args["path"], ()))
        stay = bool(args.get("_via"))  # a change a way reaches: its function, not a line the values point at beside
        promised = bool(args.get("_promised"))  # a compile error about a Promise: the `async` head it binds from
        crossing = out_of_place(self.changes, args["path"])
        slip = bool(args.get("_slip"))  # the slip's own line, cited though it seems to change no logic (stepped.py)
        change = read_hunk(
            args["path"], shown, args.get("_near", 0), words, span, said, before, stay, moved, promised, crossing, slip
        )
        if change and (kept := int(args.get("_kept", 0))):  # a slip on a line the branch kept (rebound.py): that one
            change = replace(change, line=kept, elsewhere=(change.line, *change.elsewhere), cited="")
        self.removed.setdefault(args["path"], []).extend(removed_rows(shown))
        self.change = change or self.change
        if change and "_named" in args:  # a change the read code names: the way to it starts there
            self.chain, self.named_by = [], (str(args["_named"][0]), str(args["_named"][1]), int(args["_named"][2]))
            self.via = tuple(str(n) for n in args.get("_via", ()))
        self.chain += [change] if change else []
        self.related = tuple(map(str, args.get("_related", self.related))) if change else self.related
        self.slip = str(args.get("_slip", "")) if change and len(self.chain) == 1 else self.slip
        if change and "_from" in args and len(self.chain) == 1:
            self.called_from = (args["_from"][0], int(args["_from"][1]))

    def _record_code(self, args: dict[str, Any], header: str, code: dict[int, str]) -> None:
        """The lines a read showed, and what the plan read them for."""
        self.code.append((args["path"], args["_focus"], code))
        if (m := _SHOWN.search(header)) and m[1] == m[2]:
            self.to_end.add(len(self.code) - 1)
        if args.get("_decl"):
            self.decl_reads.append((args["path"], args["_focus"]))
        if args.get("_lvl"):
            self.followed[int(args["_lvl"])] = len(self.code) - 1

    def _record_grep(self, args: dict[str, Any], hits: list[Hit]) -> None:
        if args.get("_mod"):
            self.modules.append(hits)
        elif args.get("_imp"):
            self.imports = hits
        elif args.get("_decl"):
            self.declared = hits
        elif args.get("_def2"):
            self.callee_defs[int(args["_def2"])] = hits
        else:
            self.defs, self.hits = (hits, self.hits) if args.get("_def") else (self.defs, hits)


def test_name(fail: Failure | None) -> str | None:
    """The searchable part of a test id: `a/b.py::test_x[1]` → test_x, `calc > divides` → divides,
    `CalcTest.adds two numbers` (ExUnit, module first) → adds two numbers."""
    if fail is None or not fail.test:
        return None
    name = re.split(r"::| \u203a | > |#", re.sub(r"\[.*?\]|\s*\([^()]*\)$", "", fail.test))[-1].strip()
    if " " in name:  # a sentence: only a leading module name (no spaces, capitalised) is not in the source
        return re.sub(r"^[A-Z][\w$]*(?:\.[\w$]+)*\.(?=\S+ )", "", name) or None
    return name.split("/")[0].split(".")[-1] or None


def test_case(fail: Failure | None) -> str | None:
    """The failing test's own name with its parameters or subtest, which may name the input a table row is keyed on:
    `a/b.py::test_units[gb]` → test_units[gb], Go's `TestParse/5_GB` as it is."""
    if fail is None or not fail.test:
        return None
    return re.split(r"::| \u203a | > |#", fail.test)[-1].strip() or None


def inert_change(f: Findings) -> bool:
    """The change read sits in a hunk of a source file that changes no code (only imports, export lists or
    comments): read because nothing else was in reach, it explains no behaviour."""
    c = f.change
    hunks = file_hunks(f.changes, c.path) if c and is_source(c.path) else []
    return c is not None and any(not h.code and h.first <= c.line <= h.last for h in hunks)
