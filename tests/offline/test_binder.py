"""A compile error about a local leads to the changed function whose call binds it: `'room' is possibly 'undefined'`
where `const room = requireRoom(...)` reads the branch's change to `requireRoom`, not the failing file's own."""

from __future__ import annotations

from diagbot.logs.types import Failure
from tests.offline.test_follow import _diagnose

ROOMS = (
    "export interface Room { id: string; seats: number }\n\n"
    "export function requireRoom(rooms: readonly Room[], id: string): Room {\n"
    "  const room = rooms.find((r) => r.id === id);\n"
    "  if (room === undefined) throw new Error(`no room ${id}`);\n"
    "  return room;\n}\n"
)
HOLDS = (
    'import { requireRoom, type Room } from "./rooms.js";\n\n'
    "export function seatsLeft(rooms: readonly Room[], id: string, taken: number): number {\n"
    "  const room = requireRoom(rooms, id);\n"
    "  return room.seats - taken;\n}\n"
)
BASE = {"src/rooms.ts": ROOMS, "src/holds.ts": HOLDS, "README.md": "rooms\n"}
CHANGED = {
    "src/rooms.ts": ROOMS.replace("): Room {", ") {").replace(
        "  if (room === undefined) throw", "  if (room === undefined)"
    ),
    "src/holds.ts": HOLDS.replace("rooms: readonly Room[], id: string, taken", "rooms: Room[], id: string, taken"),
}


def test_the_change_of_the_call_binding_the_quoted_local_is_read_and_blamed(make_repo, git):
    failure = Failure("TS18048: 'room' is possibly 'undefined'.", "tsc", None, "src/holds.ts", 5, 3)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert next(t.args.get("path") for t in d.trace if t.tool == "diff") == "src/rooms.ts"
    assert (d.locations[0].path, d.locations[0].line) == ("src/rooms.ts", 5)
    assert "in the change to `requireRoom`, which `src/holds.ts` names at line 4" in d.conclusion


def test_a_local_not_bound_by_a_changed_call_leaves_the_failing_file_s_change_first(make_repo, git):
    changed = {"src/holds.ts": CHANGED["src/holds.ts"], "src/rooms.ts": ROOMS + "\nexport const ROOMS_VERSION = 2;\n"}
    failure = Failure("TS18048: 'room' is possibly 'undefined'.", "tsc", None, "src/holds.ts", 5, 3)
    d = _diagnose(make_repo, git, BASE, changed, failure)
    assert d.locations[0].path == "src/holds.ts"


ENTRIES = (
    "export interface Entry { dog: string }\n\n"
    "export function parseEntries(csv: string): Entry[] {\n"
    '  return csv.split("\\n").map((dog) => ({ dog }));\n}\n\n'
    "export function countDogs(entries: Entry[]): number {\n  return entries.length;\n}\n"
)
PROGRAMME = (
    'import { countDogs, parseEntries } from "./entries.js";\n\n'
    "export function programme(csv: string): number {\n"
    "  const entries = parseEntries(csv);\n"
    "  const dogs = countDogs(entries);\n"
    "  return dogs;\n}\n"
)


def test_an_error_quoting_types_only_leads_to_the_call_binding_an_argument_of_the_failing_line(make_repo, git):
    changed = {
        "src/entries.ts": ENTRIES.replace(
            "export function parseEntries(csv: string): Entry[] {", "export async function parseEntries(csv: string) {"
        ).replace("  return entries.length;", "  return entries.length || 0;"),
    }  # both functions changed: the one whose result the failing line passes on, not the one it calls
    failure = Failure(
        "TS2345: Argument of type 'Promise<Entry[]>' is not assignable to parameter of type 'Entry[]'.",
        "tsc", None, "src/programme.ts", 5, 1,
    )  # fmt: skip
    d = _diagnose(make_repo, git, {"src/entries.ts": ENTRIES, "src/programme.ts": PROGRAMME}, changed, failure)
    assert "in the change to `parseEntries`, which `src/programme.ts` names at line 4" in d.conclusion, d.conclusion
    assert (d.locations[0].path, d.locations[0].line) == ("src/entries.ts", 3)  # made `async`: its Promise


MODELS = (
    "from dataclasses import dataclass, field\n\n\n@dataclass\nclass Cat:\n    name: str\n"
    "    tags: list[str] = field(default_factory=list)\n"
)
STORAGE = (
    "from shelter.models import Cat\n\n\ndef row(cat: Cat) -> dict[str, object]:\n"
    '    return {"name": cat.name, "tags": sorted(cat.tags)}\n'
)


def test_an_argument_of_a_wrong_type_leads_to_its_changed_declaration_past_the_builtin_the_error_quotes(make_repo, git):
    changed = {
        "shelter/models.py": MODELS.replace(
            "tags: list[str] = field(default_factory=list)", "tags: list[str] | None = None"
        )
    }
    failure = Failure(
        'Argument 1 to "sorted" has incompatible type "list[str] | None"; expected "Iterable[Any]"  [arg-type]',
        "mypy", None, "shelter/storage.py", 5,
    )  # fmt: skip
    base = {"shelter/__init__.py": "", "shelter/models.py": MODELS, "shelter/storage.py": STORAGE}
    d = _diagnose(make_repo, git, base, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("shelter/models.py", 7), d.conclusion


TYPES = (
    "export type Section = 'strings' | 'brass';\n\nexport interface Player {\n  name: string;\n  section: Section;\n}\n"
)
HEADING = (
    'import type { Section } from "./types.js";\n\n'
    "function assertNever(value: never): never {\n  throw new Error(String(value));\n}\n\n"
    "export function heading(section: Section): string {\n"
    "  switch (section) {\n"
    "    case 'strings':\n      return 'Strings';\n"
    "    case 'brass':\n      return 'Brass';\n"
    "    default:\n      return assertNever(section);\n"
    "  }\n}\n"
)


HEADING_BASE = {"src/types.ts": TYPES, "src/heading.ts": HEADING, "README.md": "heading\n"}
NEVER = Failure(
    "TS2345: Argument of type 'string' is not assignable to parameter of type 'never'.",
    "tsc", None, "src/heading.ts", 14, 26,
)  # fmt: skip


def test_an_error_quoting_types_only_leads_to_the_changed_type_the_failing_line_s_names_are_declared_with(
    make_repo, git
):
    changed = {
        "src/types.ts": TYPES.replace(
            "export type Section = 'strings' | 'brass';",
            "export const SECTIONS = ['strings', 'brass'];\n\nexport type Section = (typeof SECTIONS)[number];",
        ),
        "README.md": "sections\n",
    }  # `Section` is `string` now: the switch's `default` no longer narrows to `never`
    d = _diagnose(make_repo, git, HEADING_BASE, changed, NEVER)
    assert (d.locations[0].path, d.locations[0].line) == ("src/types.ts", 3), d.conclusion


def test_a_declared_type_the_branch_did_not_change_leaves_the_failing_line_first(make_repo, git):
    changed = {"src/heading.ts": HEADING.replace("return 'Brass';", "return 'Brass band';")}
    d = _diagnose(make_repo, git, HEADING_BASE, changed, NEVER)
    assert d.locations[0].path == "src/heading.ts"


GUEST = "from dataclasses import dataclass\n\n\n@dataclass\nclass Guest:\n    name: str\n    email: str\n"
MAILER = (
    "from inn.models import Guest\n\n\n"
    "def send(address: str, body: str) -> str:\n    return f'to {address.lower()}: {body}'\n\n\n"
    "def welcome(guest: Guest) -> str:\n    return send(guest.email, f'Welcome, {guest.name}')\n"
)


def test_mypy_s_quoted_builtin_types_are_no_symbols_so_the_line_s_names_lead_to_the_widened_field(make_repo, git):
    """`Argument 1 to "send" has incompatible type "str | None"; expected "str"`: `str` is no name to look for; the
    failing line's `email` is, and the branch widened its declaration."""
    base = {"src/inn/__init__.py": "", "src/inn/models.py": GUEST, "src/inn/mailer.py": MAILER}
    changed = {"src/inn/models.py": GUEST.replace("    email: str\n", "    email: str | None = None\n")}
    message = 'Argument 1 to "send" has incompatible type "str | None"; expected "str"  [arg-type]'
    failure = Failure(message, "mypy", None, "src/inn/mailer.py", 9)
    d = _diagnose(make_repo, git, base, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("src/inn/models.py", 7), d.conclusion


REPORT = (
    "from inn.models import Guest\n\n\n"
    "def mean_age(guests: list[Guest]) -> float:\n    return sum(g.age for g in guests) / len(guests)\n"
)


def test_mypy_s_messages_naming_no_symbol_are_type_errors_whose_line_leads_to_the_widened_field(make_repo, git):
    """`Generator has incompatible item type "float | None"` names only types, and in words mypy alone uses: the
    failing line's `age` leads to the declaration the branch widened."""
    guest = GUEST.replace("    email: str\n", "    email: str\n    age: float\n")
    base = {"src/inn/__init__.py": "", "src/inn/models.py": guest, "src/inn/report.py": REPORT}
    changed = {"src/inn/models.py": guest.replace("    age: float\n", "    age: float | None\n")}
    message = 'Generator has incompatible item type "float | None"; expected "bool"  [misc]'
    d = _diagnose(make_repo, git, base, changed, Failure(message, "mypy", None, "src/inn/report.py", 5))
    assert (d.locations[0].path, d.locations[0].line) == ("src/inn/models.py", 8), d.conclusion


ROTATION = (
    "from collections.abc import Iterable\n\n\n"
    "def is_due(year: int, cut: int, cycle: int) -> bool:\n    return year - cut >= cycle\n\n\n"
    "def due_coupes(cuts: Iterable[int], year: int) -> list[int]:\n"
    "    return sorted(c for c in cuts if is_due(year, c, 7))\n"
)
PLAN = (
    "from coppice.rotation import due_coupes\n\n\n"
    "def plan(cuts: list[int], start: int, winters: int) -> list[int]:\n"
    '    """The coupes due each winter, from `start` for `winters` winters.\n\n'
    + "".join(f"    Note {i}: a coupe cut in a winter waits its cycle again.\n" for i in range(18))
    + '    """\n'
    "    counts: list[int] = []\n"
    "    for year in range(start, start + winters):\n"
    "        due = due_coupes(cuts, year)\n"
    "        counts.append(len(due))\n"
    "    return counts\n"
)
COPPICE = {"coppice/__init__.py": "", "coppice/rotation.py": ROTATION, "coppice/plan.py": PLAN}
LAZY = {
    "coppice/rotation.py": ROTATION.replace(
        "from collections.abc import Iterable", "from collections.abc import Iterable, Iterator"
    )
    .replace("-> list[int]:", "-> Iterator[int]:")
    .replace("    return sorted(c", "    yield from sorted(c"),
    "coppice/plan.py": PLAN + "\n\ndef label(year: int) -> str:\n    return f'winter {year}-{year + 1}'\n",
}


def test_a_type_error_quoting_a_builtin_reads_the_changed_function_binding_the_local_the_line_passes(make_repo, git):
    # mypy quotes `len`, bound nowhere: the failing line's `due` is, by `due_coupes`, whose head the branch changed
    said = 'Argument 1 to "len" has incompatible type "Iterator[int]"; expected "Sized"  [arg-type]'
    d = _diagnose(make_repo, git, COPPICE, LAZY, Failure(said, "mypy", None, "coppice/plan.py", 29, 1))
    assert next(t.args.get("path") for t in d.trace if t.tool == "diff") == "coppice/rotation.py"
    assert d.locations[0].path == "coppice/rotation.py"
    assert abs(d.locations[0].line - 9) <= 1, d.conclusion


def test_the_binding_above_a_read_without_its_functions_head_and_a_head_no_read_reached_are_found():
    # the read began inside `plan` (its head above it), and no read named `due_coupes`: grep found it changed
    from diagbot.changes import ChangeSet, FileChange
    from diagbot.offline.declare import read_binder_change
    from diagbot.offline.findings import Findings

    patch = "@@ -8,2 +8,2 @@\n-def due_coupes(cuts: Iterable[int], year: int) -> list[int]:\n"
    patch += "+def due_coupes(cuts: Iterable[int], year: int) -> Iterator[int]:\n"
    patch += "-    return sorted(cuts)\n+    yield from sorted(cuts)\n"
    changes = ChangeSet((FileChange("coppice/rotation.py", "modified", added=2, deleted=2, patch=patch),), "main")
    said = 'Argument 1 to "len" has incompatible type "Iterator[int]"; expected "Sized"  [arg-type]'
    f = Findings(Failure(said, "mypy", None, "coppice/plan.py", 29, 1), changes=changes)
    read = {27: "    for year in range(start, start + winters):", 28: "        due = due_coupes(cuts, year)"}
    f.code = [("coppice/plan.py", 29, {**read, 29: "        counts.append(len(due))", 30: "    return counts"})]
    f.changed_defs = [
        ("coppice/rotation.py", 4, "def is_due(year: int, cut: int, cycle: int) -> bool:"),
        ("coppice/rotation.py", 8, "def due_coupes(cuts: Iterable[int], year: int) -> Iterator[int]:"),
    ]
    step = read_binder_change(f)
    assert step is not None
    assert (step[0], step[1]["path"], step[1]["_named"]) == (
        "diff",
        "coppice/rotation.py",
        ["due_coupes", "coppice/plan.py", 29],
    )
    f.changed_defs = f.changed_defs[:1]  # its head not among the changed definitions: nothing to read
    assert read_binder_change(f) is None
