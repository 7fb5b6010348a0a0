"""The RSpec definitions a failing example reads: `let(:values) { ['#deadcc'] }` and `subject { ... }` hold the
inputs of `specify { expect(subject.r).to eq(222) }`, written in the example's context or one enclosing it (above
the example, no deeper than the lines between), and what those definitions read in turn."""

from __future__ import annotations

import re

from diagbot.logs.types import Failure
from diagbot.prompt_rows import file_rows
from diagbot.prompt_tests import indent
from diagbot.tools.base import ToolContext

_LET = re.compile(r"^\s*(?:let!?\s*\(\s*:(\w+[?!]?)\s*\)|subject(?:\s*\(\s*:(\w+[?!]?)\s*\))?)\s*(?:\{|do\b)")
# a definition that only builds the described class with nothing (`subject(:leg) { described_class.new }`): no input
_BARE = re.compile(r"\s*(?:described_class|[A-Z]\w*(?:::[A-Z]\w*)*)\.new(?:\(\s*\))?\s*(?:\}|end)?\s*$")
_NAME = re.compile(r"(?<![\w:@$.])[a-z_]\w*[?!]?")
_MOST = 3  # definitions quoted for one failure


def lets_read(ctx: ToolContext, failure: Failure, read: dict[str, str] | None = None) -> list[tuple[str, int]]:
    """Where the `let` and `subject` definitions the failing line reads are, in an RSpec spec file: the nearest of
    each name in the example's own or an enclosing context, then those the found ones read; at most _MOST."""
    if not failure.path or not failure.line or not failure.path.endswith("_spec.rb"):
        return []
    rows = file_rows(ctx, failure.path, read)
    shallowest = indent(rows.get(failure.line, ""))
    scope: dict[str, tuple[int, set[str]]] = {}  # a name: its nearest definition in scope, what that reads
    bare: set[int] = set()  # the definitions that give no input: not quoted
    for n in range(failure.line - 1, 0, -1):
        code = rows.get(n, "")
        if not code.strip() or indent(code) > shallowest:  # inside a block the example is not in (a sibling's)
            continue
        shallowest = indent(code)
        if m := _LET.match(code):  # a named subject is read as `subject` too
            bare |= {n} if _BARE.match(code[m.end() :]) else set()
            for name in {m[1] or m[2] or "subject", "subject" if m[1] is None else m[1]}:
                scope.setdefault(name, (n, set(_NAME.findall(code[m.end() :]))))
    wanted, found = set(_NAME.findall(rows.get(failure.line, ""))), list[tuple[str, int]]()
    while len(found) < _MOST and (more := [name for name in scope if name in wanted]):
        n, reads = scope.pop(more[0])  # the nearest first; what it reads next (a subject built from `values`)
        found += [] if n in bare else [(failure.path, n)]
        wanted |= reads
    return list(dict.fromkeys(found))  # a named subject found by both its names: once
