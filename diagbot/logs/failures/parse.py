"""Failure parsing: block rules (blocks.py, runner_blocks.py), one-line rules (line_rules.py), stateful parsers,
the merge of halves."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence

from diagbot.logs.failures import blocks
from diagbot.logs.failures.ava import ava
from diagbot.logs.failures.blocks import Block
from diagbot.logs.failures.closing import closing
from diagbot.logs.failures.cxx import cxx_checks
from diagbot.logs.failures.diffs import trailing_shown
from diagbot.logs.failures.harness import ctest_failed, in_ctest
from diagbot.logs.failures.line_rules import RULES
from diagbot.logs.failures.merge import merge
from diagbot.logs.failures.messages import one_line
from diagbot.logs.failures.runner_blocks import RUNNER_BLOCKS
from diagbot.logs.failures.severity import by_severity
from diagbot.logs.failures.shapes import located, titled, worded
from diagbot.logs.failures.stateful import OUTSIDE_REPO, eslint, generic, go_failures, go_json_lines, tracebacks
from diagbot.logs.failures.stateful import repo_path as repo_path
from diagbot.logs.failures.tap import tap
from diagbot.logs.failures.tsc import elaboration
from diagbot.logs.failures.uncaught import uncaught
from diagbot.logs.types import GENERIC, Failure

Lines = Sequence[tuple[int, str]]

_COMPILED = tuple((fw, re.compile(rx)) for fw, rx in RULES)
BLOCKS = (*blocks.BLOCKS, *RUNNER_BLOCKS)
# a test failing at several assertions: a block of several, or a runner no rule knows printing each check it failed
_SEVERAL = frozenset(spec.framework for spec in BLOCKS if spec.each) | {GENERIC}
_HOT = re.compile(
    "|".join(
        "(?:" + re.sub(r"\(\?P<\w+>", "(?:", rx) + ")"
        for rx in [r for _, r in RULES] + [p.pattern for b in BLOCKS for p in (b.header, b.context, b.section) if p]
    )
)
_DOCTEST_AT = re.compile(r'^File "(?P<path>[^"]+)", line (?P<line>\d+), in \S+\nFailed example:$', re.M)


def _test_id(framework: str, groups: dict[str, str]) -> str | None:
    test, cls = groups.get("test"), groups.get("cls")
    if test and cls:
        if cls == test or cls.endswith(f".{test}"):  # Python 3.11's `test_x (pkg.Class.test_x)`; a module's error
            return cls
        return f"{cls}::{test}" if framework == "phpunit" else f"{cls}.{test}"
    return test


def _from_match(framework: str, m: re.Match[str], number: int, text: str, details: Sequence[str] = ()) -> Failure:
    groups = {k: v for k, v in m.groupdict().items() if v}
    line = groups.get("line")
    message = one_line(groups.get("msg") or text.strip(), details)
    return Failure(
        message,
        framework,
        _test_id(framework, groups),
        repo_path(groups.get("path")),
        int(line) if line else None,
        number,
    )


def parse_lines(lines: Lines, raw: Mapping[int, str] | None = None) -> list[Failure]:
    """Every failure the known rules find, in log order (a linter's style findings last), the halves of one failure
    merged into one record. With the `raw` lines by number, a diff's changed lines that differ only in trailing
    whitespace (which cleaning drops) keep it, shown."""
    lines = trailing_shown(lines, raw) if raw is not None else lines
    hot = [i for i, (_, text) in enumerate(lines) if _HOT.match(text)]
    found = list(tap(lines))  # before Test::More's block, which says less of the same failure
    found += [failure for block in BLOCKS for failure in _blocks(block, lines, hot)]
    found.extend(go_failures([(n, t) for n, t in lines if not t.startswith('{"')]))
    found.extend(go_failures(list(go_json_lines(lines))))
    found.extend(tracebacks(lines))
    found.extend(eslint(lines))
    found.extend(ava(lines))
    found.extend(cxx_checks(lines))
    found.extend(uncaught(lines))
    for i, (number, text) in ((i, lines[i]) for i in hot):
        for framework, rx in _COMPILED:
            if m := rx.match(text):
                found.append(_from_match(framework, m, number, text, elaboration(framework, lines, i)))
                break
    if not found:  # a runner no rule knows: the shapes runners share, else its error lines, else its failure words
        named = in_ctest(closing(titled(lines), lines) or _unknown(lines), lines)
        placed = any(f.path or f.test for f in named)  # else ctest's failed tests say more: their names
        found.extend(named if placed else ctest_failed(lines) or named)
    return by_severity(sorted(merge(found, _SEVERAL), key=lambda f: f.log_line or 0))


def _unknown(lines: Lines) -> list[Failure]:
    """Error lines (with a place near them); where none has a place, also failure words next to a place."""
    said = list(located(generic(lines), lines))
    if any(f.path for f in said):
        return said
    if not (near := worded(lines)):
        return said
    said = [f for f in said if " " in f.message]  # a bare `FAILED` verdict says less than a placed failure word
    return said + [f for f in near if f.log_line not in {s.log_line for s in said}]


def _blocks(spec: Block, lines: Lines, hot: list[int]) -> Iterator[Failure]:
    """One Failure per header of `spec`: test from the header, location and message from the lines under it."""
    context: str | None = None
    failing = True  # under a list of failures (or none named)
    for i, (number, text) in ((i, lines[i]) for i in hot):
        if spec.context and (c := spec.context.match(text)):
            context = c["path"]
        if spec.section and (s := spec.section.match(text)):
            failing = bool(s["failing"])
        m = spec.header.match(text) if failing else None
        if not m or (spec.not_after and i and spec.not_after.search(lines[i - 1][1])):
            continue
        body, numbers = _body(spec, lines, i)
        groups = {k: v for k, v in m.groupdict().items() if v}
        if spec.title and (titled := spec.title(groups.get("test", ""), body)):
            groups["test"], body = titled
        elif spec.title or (spec.requires and not any(spec.requires.match(t) for t in body)):
            continue
        for part, at in _parts(spec, body, numbers, number):
            loc = _locate(spec, part)
            message = spec.say(m, part, loc)
            if message == "":
                continue
            path, line, frame = _place(spec, part, loc, groups, context)
            framework, test = spec.framework, _test_id(spec.framework, groups)
            if groups.get("collecting"):  # a module that could not be collected: no test ran
                framework, test, path = f"{framework} collection", None, path or test
            yield Failure(
                message or one_line(text), framework, test, repo_path(path), int(line) if line else None, at, frame
            )


def _body(spec: Block, lines: Lines, i: int) -> tuple[list[str], list[int]]:
    """The lines under header line `i` up to the block's end, and their log line numbers."""
    body: list[str] = []
    numbers: list[int] = []
    for at, more in lines[i + 1 : i + 1 + spec.span]:
        if spec.shared and not body and spec.header.match(more):
            continue  # another test the same error failed: the error is under the last of them
        if spec.header.match(more) or (spec.end.match(more) and not _goes_on(spec, body, more)):
            break
        body.append(more)
        numbers.append(at)
    return body, numbers


def _parts(spec: Block, body: list[str], numbers: list[int], number: int) -> list[tuple[list[str], int]]:
    """The block's body whole (with its header's log line), or for a block of several failed assertions (`each`),
    one part per location line, from it to the next (with that line's log line)."""
    starts = [k for k, t in enumerate(body) if spec.each and any(rx.match(t) for rx in spec.where)]
    if len(starts) < 2:
        return [(body, number)]
    return [(body[a:b], numbers[a]) for a, b in zip(starts, [*starts[1:], len(body)], strict=True)]


def _goes_on(spec: Block, body: list[str], line: str) -> bool:
    """A blank line under a line that says its message goes on below it (`AssertionError: `) is no block end."""
    return bool(spec.goes_on and body and not line.strip() and spec.goes_on.match(body[-1]))


def _locate(spec: Block, body: list[str]) -> re.Match[str] | None:
    for rx in spec.where:
        hits = [m for t in body if (m := rx.search(t)) and not OUTSIDE_REPO.search(m.groupdict().get("path") or "")]
        if hits and spec.framework == "mocha":  # its tests run as `Context.<anonymous>`: an `Object.<anonymous>`
            hits = [m for m in hits if "at Object.<anonymous> (" not in m.string] or hits  # frame is a file's top level
        if hits:
            return hits[-1] if spec.innermost or spec.newest_first else hits[0]
    return None


def _place(
    spec: Block, body: list[str], loc: re.Match[str] | None, groups: dict[str, str], context: str | None
) -> tuple[str | None, str | None, str | None]:
    """The failure's path and line (a stack's first repository frame: the test's own line), and its innermost frame
    when that is elsewhere."""
    where = {k: v for k, v in (loc.groupdict() if loc else groups).items() if v}
    path, line = where.get("path"), where.get("line")
    path = where.get("pkg", "").replace(".", "/") + path if path else groups.get("path") or context
    if example := _DOCTEST_AT.search("\n".join(body)):  # a doctest's place is its failed example
        return example["path"], example["line"], None
    if spec.innermost and (own := _own_frame(spec, body)) and (own["path"], own["line"]) != (path, line):
        return own["path"], own["line"], f"{repo_path(path)}:{line}"
    inner = _own_frame(spec, body) if spec.newest_first and loc else None
    if inner and inner.groupdict().get("line") and (inner["path"], inner["line"]) != (path, line):
        return path, line, f"{repo_path(inner['path'])}:{inner['line']}"  # the test's line; the innermost's frame
    return path, line, None


def _own_frame(spec: Block, body: list[str]) -> re.Match[str] | None:
    """The first repository frame of a stack printed outermost first: the test's own line."""
    for text in body:
        for rx in spec.where:
            if (m := rx.search(text)) and not OUTSIDE_REPO.search(m.groupdict().get("path") or "<"):
                return m
    return None
