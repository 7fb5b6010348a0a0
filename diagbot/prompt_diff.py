"""The question's account of what changed: commits, each file's status and counts, then numbered hunks."""

from __future__ import annotations

import re
from collections.abc import Callable

from diagbot.change_order import Leads, by_relevance, leads, reasons
from diagbot.changes import ChangeSet, FileChange, numbered, words_only
from diagbot.code_names import DEFINITION
from diagbot.filekinds import is_source, unread_kind
from diagbot.gitinfo import RepoFacts
from diagbot.logs.redact import redact as redact_text
from diagbot.logs.types import LogDigest
from diagbot.prompt_called import failing_calls, fit_called
from diagbot.prompt_fit import Shown
from diagbot.walk import NO_WALK, Walk

MAX_FILES_LISTED = 200  # the rest are counted: a vendored directory can touch thousands
MAX_NAMES = 4  # the functions a cut file's note names, at most
COMMIT_PATHS = 8  # the files a commit's line names, at most
_NUMBERS = "In the hunks, each line leads with its line number in the new file (blank when removed)."


def changes_section(
    repo: RepoFacts | None,
    digest: LogDigest,
    budget: int,
    shown: dict[str, Shown] | None = None,
    walk: Walk = NO_WALK,
    redact: Callable[[str], str] | None = None,
) -> str:
    """`## Changes`: what the diff runs from, the commits, every file, and as many hunks as `budget` chars hold
    (`shown`: shown_hunks for this repo, digest, budget and `walk`, when the caller has it already; `walk`:
    the changed source the offline walk blames and passes by, walk.py). Every path it names passes `redact` (the
    hunks did in repo_facts): a file's name can hold a secret, `notes-AKIA….txt`, as the glob tool's output can."""
    redact = redact or _patterns
    if repo is None:
        return "## Changes\nUnknown: not a git checkout."
    c = repo.changes
    head = [f"## Changes\nThe branch's diff: {c.span()}."] + ([f"Note: {c.note}."] if c.note else [])
    if c.unknown and not c.files:
        return "\n".join(head)
    if not c.files:
        return "\n".join([*head, *_commits(c, [], redact), "No file changed."])
    tied = leads(c.files, digest, walk)
    ordered = by_relevance(c.files, tied)
    shown = fit_called(ordered, budget, failing_calls(repo.root, digest.failures)) if shown is None else shown
    blocks = [_NUMBERS, *(_block(s, redact) for s in shown.values())] if shown else []
    tail = _how_to_read(ordered, shown, budget, redact)
    listing = _file_list(ordered, tied, shown, redact)
    return "\n".join([*head, *_commits(c, ordered, redact), *listing, *blocks, *tail])


def shown_hunks(repo: RepoFacts | None, digest: LogDigest, budget: int, walk: Walk = NO_WALK) -> dict[str, Shown]:
    """The diff lines each changed file shows in the Changes section, by path."""
    if repo is None or not repo.changes.files:
        return {}
    ordered = by_relevance(repo.changes.files, leads(repo.changes.files, digest, walk))
    return fit_called(ordered, budget, failing_calls(repo.root, digest.failures))


def _patterns(text: str) -> str:
    """Repository content redacted by pattern alone (no environment values): the default."""
    return redact_text(text, code=True)


def _file_list(
    ordered: list[FileChange], tied: Leads, shown: dict[str, Shown], redact: Callable[[str], str]
) -> list[str]:
    listed = [redact(_listing(f, tied, shown.get(f.path))) for f in ordered[:MAX_FILES_LISTED]]
    more = len(ordered) - len(listed)
    listed += [f"- ... and {more} more (the diff tool without a path lists them all)"] if more else []
    return [
        f"Changed files ({len(ordered)}), likeliest first as a text search ranks them (weigh each yourself):",
        *listed,
    ]


def _commits(c: ChangeSet, ordered: list[FileChange], redact: Callable[[str], str]) -> list[str]:
    """The branch's commits, each with the changed files it touched, most relevant first (at most COMMIT_PATHS)."""
    if not c.commits:
        return []
    more = f"; {c.commit_count - len(c.commits)} older not listed" if c.commit_count > len(c.commits) else ""
    rank = {p: i for i, f in enumerate(ordered) for p in (f.path, f.old_path) if p}  # a file the diff still holds
    lines, said = [], False
    for i, subject in enumerate(c.commits):
        touched = c.commit_files[i] if i < len(c.commit_files) else ()
        paths = sorted({p for p in touched if p in rank}, key=lambda p: rank[p])
        left = f", and {len(paths) - COMMIT_PATHS} more" if len(paths) > COMMIT_PATHS else ""
        named = redact(", ".join(paths[:COMMIT_PATHS]))  # the subject passed the redactor in repo_facts
        lines.append(f"- {subject}" + (f" ({named}{left})" if paths else ""))
        said = said or bool(paths)
    files = ", each with the changed files it touched" if said else ""
    return [f"Commits, newest first ({c.commit_count}{more}){files}:", *lines]


def _listing(f: FileChange, tied: Leads, shown: Shown | None) -> str:
    why = reasons(f.path, tied)
    why += ["comments or docstrings only"] if is_source(f.path) and words_only(f) else []
    kind = unread_kind(f.path)
    if kind:
        why.append(f"{kind}: not shown")
    elif shown and shown.cut:
        why.append(f"hunks below: diff lines {_spans(shown)} of {shown.total}")
    elif shown:
        why.append("hunks below")
    elif f.patch is not None and not f.binary:
        why.append("not shown")
    elif not f.binary and f.added + f.deleted:
        why.append("too large to load: read the file itself")
    return f"- {f.label()} {f.counts()}" + (f" ({'; '.join(why)})" if why else "")


def _how_to_read(
    ordered: list[FileChange], shown: dict[str, Shown], budget: int, redact: Callable[[str], str]
) -> list[str]:
    """Where the diff tool adds to the hunks above; when it cannot add any, that they are whole."""
    left = [f for f in ordered if f.patch and not f.binary and (f.path not in shown or shown[f.path].cut)]
    if not left:
        return ["The hunks above are every changed file's whole diff."] if shown else []
    over = [f for f in left if f.path not in shown and not unread_kind(f.path)]
    missing = f"Files marked not shown did not fit in the {budget}-char budget after the files shown. " if over else ""
    path = ([f for f in left if not unread_kind(f.path)] or left)[0].path  # the most relevant
    cut = shown.get(path)
    at = f', "offset": {len(cut.lines) + 1}' if cut else ""  # a cut file goes on where its hunks here stop
    return [f'{missing}Read the hunks not shown here with the diff tool, e.g. {{"path": "{redact(path)}"{at}}}.']


def _block(s: Shown, redact: Callable[[str], str]) -> str:
    skipped = s.extra and s.extra_at > len(s.lines)  # a later hunk below lines not shown: the gap is marked
    gap = [f":     diff lines {len(s.lines) + 1}-{s.extra_at} not shown"] if skipped else []
    body = "\n".join([*s.lines, *gap, *s.extra])
    fence = "`" * max(3, 1 + max((len(run) for run in re.findall(r"`+", body)), default=0))
    cut = ""
    if s.cut:
        names = _left_out(s)
        at = f'{{"path": "{redact(s.change.path)}", "offset": {len(s.lines) + 1}}}'
        rest = (
            " and ".join(f"{a}-{b}" if a < b else f"{a}" for a, b in _unshown(s))
            + " not shown"
            + (f", in {', '.join(f'`{n}`' for n in names)}" if names else "")
        )
        cut = f" (diff lines {_spans(s)} of {s.total}; {rest}; read them with the diff tool: {at})"
    return f"#### {redact(s.change.label())} {s.change.counts()}{cut}\n{fence}diff\n{body}\n{fence}"


def _spans(s: Shown) -> str:
    """`1-40`, or `1-40 and 88-101` with a later hunk: the diff lines shown."""
    later = f" and {s.extra_at + 1}-{s.extra_at + len(s.extra)}" if s.extra else ""
    return f"1-{len(s.lines)}{later}"


def _unshown(s: Shown) -> list[tuple[int, int]]:
    """The runs of diff lines not shown, first and last (1-based)."""
    if not s.extra:
        return [(len(s.lines) + 1, s.total)]
    runs = [(len(s.lines) + 1, s.extra_at), (s.extra_at + len(s.extra) + 1, s.total)]
    return [(a, b) for a, b in runs if a <= b]


def _left_out(s: Shown) -> list[str]:
    """The functions a cut file's diff lines not shown fall in: the one the cut falls in (the last definition shown
    in the cut hunk, else its header's), then those the later hunk headers name (`@@ ... @@ func name(`) or that
    begin among those lines."""
    hunk = s.lines[max((i for i, line in enumerate(s.lines) if line.startswith("@@")), default=0) :]
    inside = [n for n in (_name(line) for line in hunk) if n][-1:]
    names = inside
    later = range(s.extra_at, s.extra_at + len(s.extra))
    for i, line in enumerate(numbered(s.change.patch or "")[len(s.lines) :], len(s.lines)):
        name = _name(line) if i not in later else None
        if name and name not in names:
            names.append(name)
    return names[:MAX_NAMES]


def _name(line: str) -> str | None:
    """The function a hunk header's context or a numbered line not removed begins, if it begins one."""
    if line.startswith("@@"):
        code = line.rpartition("@@")[2].strip()
    elif line[6:7] in ("+", " "):
        code = line[7:]
    else:
        return None
    m = DEFINITION.match(code)
    return (m[1] or m[2]) if m and not code.rstrip().endswith(";") else None
