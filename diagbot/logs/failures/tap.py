"""TAP streams (TAP 13/14 from node-tap, node:test, tape; Perl's Test::More): the failed leaves of the subtest tree.

A `not ok` whose own subtests failed only repeats them, so it is dropped; a `not ok` without a `# Subtest:` header
of its own is an assertion inside the enclosing test (node-tap, tape), which then names the test. Where it failed
comes from the YAML diagnostics under it: the first stack frame inside the repository, else its `at:` (node-tap's
mapping or tape's frame), `location:` (node:test), or Test::More's `# at t/x.t line 8.`
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml  # type: ignore[import-untyped]

from diagbot.logs.failures import ava, messages
from diagbot.logs.failures.blocks import JS
from diagbot.logs.failures.diffs import diff
from diagbot.logs.failures.messages import PERL_AT, one_line
from diagbot.logs.failures.stateful import OUTSIDE_REPO, repo_path
from diagbot.logs.types import Failure

Lines = Sequence[tuple[int, str]]
_RESULT = re.compile(r"^(?P<indent>\s*)(?P<not>not )?ok \d+(?: -)? ?(?P<test>.*?)(?P<directive>\s+#.*)?$")
_HEADER = re.compile(r"^(?P<indent>\s*)not ok \d+ -? ?(?P<test>.+?)(?:\s+#.*)?$")  # what `say` functions read
_SUBTEST = re.compile(r"^(?P<indent>\s*)# Subtest: (?P<name>.+?)\s*$")
# tape's `# name` heading over its test's assertions; not a count (`# tests 3`) or Test::More's `# Looks like ...`
_HEADING = re.compile(
    r"^# (?!Subtest: |(?:tests|pass|fail|ok|skip|todo|suites|cancelled|skipped|duration_ms)\b|Looks like )"
    r"(?P<name>\S.*?)$"
)
_DIAG = re.compile(r"^\s*#\s{2,}\S")  # Test::More's diagnostics, indented: `#   Failed test`; not `# Starting Test: x`
_BAIL = re.compile(r"^\s*Bail out!\s*(?P<msg>.*)$")
_END = re.compile(r"^\s*\.\.\.\s*$|^\s*(?:not )?ok \d+|^\s*# Subtest|^\s*1\.\.\d+")
_FRAME = re.compile(rf"(?:\(|^\s*(?:at:? )?)(?:file://)?(?P<path>(?:[A-Za-z]:)?{JS}):(?P<line>\d+)")
_AT = (
    re.compile(r"^\s*location: '(?:file://)?(?P<path>[^']+?):(?P<line>\d+):\d+'"),
    PERL_AT,
    re.compile(r"^#\s+\(in test file (?P<path>\S+), line (?P<line>\d+)\)$"),  # bats
)


@dataclass
class _Open:
    """A `# Subtest:` header whose result line has not come yet."""

    indent: int
    name: str
    failed: bool = False


@dataclass
class _Stream:
    """The subtest headers open at this point of the stream."""

    open: list[_Open] = field(default_factory=list)

    def close_to(self, indent: int) -> _Open | None:
        """Close the headers deeper than a result line at `indent`; the header it closes, if any."""
        while self.open and self.open[-1].indent > indent:
            self.open.pop()
        return self.open.pop() if self.open and self.open[-1].indent == indent else None


def tap(lines: Lines) -> Iterator[Failure]:
    """One Failure per failed TAP leaf (a test, or an assertion named after its test), and per `Bail out!`."""
    stream, heading = _Stream(), None
    for i, (number, text) in enumerate(lines):
        if "# Subtest: " in text and (m := _SUBTEST.match(text)):
            stream.open.append(_Open(len(m["indent"]), m["name"]))
        elif text.startswith("# ") and (h := _HEADING.match(text)):
            heading = h["name"]
        elif "ok " in text and (m := _RESULT.match(text)):
            own = stream.close_to(len(m["indent"]))
            if not m["not"] or (m["directive"] or "").strip().upper().startswith("# TODO"):
                continue
            for above in stream.open:
                above.failed = True
            if (own is None or not own.failed) and (header := _HEADER.match(text)):
                yield _leaf(lines, i, header, own is not None, stream.open, heading)
        elif "Bail out!" in text and (b := _BAIL.match(text)):
            yield Failure(one_line(f"Bail out! {b['msg']}".strip()), "tap", None, None, None, number)


def _leaf(lines: Lines, i: int, m: re.Match[str], own: bool, around: list[_Open], heading: str | None) -> Failure:
    """The failure of the result line `lines[i]`: its test (the enclosing subtest's, or the heading's over it),
    its message from the YAML under it, its place."""
    number, text = lines[i]
    body: list[str] = []
    block = None  # the indent of the YAML block's `---`: a deeper `...` is a value's (node's `... Lines skipped`)
    for _, more in lines[i + 1 : i + 81]:
        depth = len(more) - len(more.lstrip())
        if _END.match(more) and not (block is not None and depth > block and more.strip() == "..."):
            break
        block = depth if block is None and more.strip() == "---" else block
        body.append(more)
    fields = _yaml(body)
    message = _ava_details(fields) or _say(m, body) or _node_tap(m["test"], fields) or one_line(text)
    test = m["test"]
    heading = heading if heading and m["test"] not in heading else None  # not `# Starting Test: x` over `not ok x`
    enclosing = next((h.name for h in reversed(around) if not re.fullmatch(JS, h.name)), None) or heading
    if not own and enclosing:  # an assertion: its enclosing test is what failed, the assertion says how
        message = message if test in message else one_line(f"{test}: {message}")
        test = enclosing
    path, line, frame = _place(body, fields)
    return Failure(message, "tap", test or None, repo_path(path), line, number, frame)


def _place(body: list[str], fields: dict[str, Any]) -> tuple[str | None, int | None, str | None]:
    """The first repository frame of the diagnostics, else their `at:` (a frame, or node-tap's mapping) or
    `location:` place; but when the stack's first run of repository frames goes on from there (a helper's check,
    `assertErr`), the test's line that ends the run, the check's place then its frame."""
    run: list[tuple[str, int]] = []  # the stack's first run of repository frames, innermost first
    for text in (t for t in body if t.lstrip().startswith("at ")):
        if (hit := _FRAME.search(text)) and not OUTSIDE_REPO.search(hit["path"]):
            run.append((hit["path"], int(hit["line"])))
        elif run:  # the runner's frame, or a builtin's (`at Array.forEach (<anonymous>)`): the run ends
            break
    for rx in (_FRAME, *_AT):
        for text in body:
            if (hit := rx.search(text)) and not OUTSIDE_REPO.search(hit["path"]):
                first = (hit["path"], int(hit["line"]))
                inner = run[0] == first != run[-1] if run else False  # the run goes on from the check
                return (*run[-1], f"{repo_path(first[0])}:{first[1]}") if inner else (*first, None)
    at = fields.get("at")
    if isinstance(at, dict) and isinstance(name := at.get("fileName"), str) and isinstance(at.get("lineNumber"), int):
        return (name, at["lineNumber"], None) if not OUTSIDE_REPO.search(name) else (None, None, None)
    return None, None, None


def _yaml(body: list[str]) -> dict[str, Any]:
    """The YAML diagnostics block (`---` to `...`) under a result line, parsed; {} when there is none or it is bad."""
    start = next((i for i, t in enumerate(body) if t.strip() == "---"), None)
    if start is None:
        return {}
    indent = len(body[start]) - len(body[start].lstrip())
    block = "\n".join(t[indent:] for t in body[start + 1 :])
    try:
        data = yaml.safe_load(block)
    except yaml.YAMLError:
        return {}
    return data if isinstance(data, dict) else {}


def _ava_details(fields: dict[str, Any]) -> str | None:
    """ava's TAP (`ava --tap`): `details:` maps each label to its value, as its own reporter prints them."""
    details = fields.get("details")
    if not isinstance(details, dict) or not details:
        return None
    label, value = next(iter(details.items()))
    said = ava.say([str(label), *str(value).splitlines()])
    name = str(fields.get("name") or "")
    return one_line(f"{name}: {said}" if name and said else said or name) or None


def _node_tap(test: str, fields: dict[str, Any]) -> str | None:
    """node-tap's diagnostics: `type: TypeError` (the title is the error's message), `wanted`/`found`, or a `diff:`
    between `--- expected` and `+++ actual`: the first changed line of each side."""
    kind = str(fields.get("type", ""))
    lead = f"{kind}: {test}" if re.fullmatch(r"\w*(?:Error|Exception)", kind) else test
    details = [f"{k}: {fields[k]}" for k in ("wanted", "found") if k in fields]
    diff = str(fields.get("diff", "")).splitlines()
    labels = {t[0]: t[4:].strip() for t in diff[:2] if t[:4] in ("--- ", "+++ ")}
    for sign, label in labels.items():
        changed = [t[1:].strip().rstrip(",") for t in diff[2:] if t.startswith(sign)]
        details += [f"{label}: {changed[0]}"] if changed and len(details) < 2 else []
    return one_line(lead, details) if lead and (details or lead != test) else None


def _say(m: re.Match[str], body: list[str]) -> str | None:
    """node:test/TAP YAML: `name: error (expected: .., actual: ..)`; "" for parents of failed subtests."""
    fields: dict[str, list[str]] = {}
    key, indent = "", 0
    for text in body:
        k = re.match(r"^(\s*)(\w+): ?(.*)$", text)
        if k and (not key or len(k[1]) <= indent):
            key, indent = k[2], len(k[1])
            fields[key] = [] if k[3] in ("|-", "|", ">-", ">", "") else [k[3]]
        elif key and text.strip():
            fields[key].append(text.strip())
    if [v.strip("'\"") for v in fields.get("failureType", [])] == ["subtestsFailed"]:
        return ""
    name = (fields.get("name") or [""])[0].strip("'\"")
    said = fields.get("error") or fields.get("message") or []
    error = said[0].strip("'\"") if said else ""
    if error.endswith(":") and len(said) > 1 and not {"expected", "actual"} & fields.keys() and not diff(said):
        error = f"{error} {said[1]}"  # what its opening line introduces: `invalid configuration:` + `- PORT: ..`
    text = f"{name}: {error}" if name and error and not error.startswith(name) else error or name
    details = [f"{k}: {fields[k][0]}" for k in ("expected", "actual") if fields.get(k)]
    if any(len(fields[k]) != 1 for k in ("expected", "actual") if k in fields):  # spread over lines, or an empty
        # list or object that node prints as nothing: its diff says both
        changed = diff(fields.get("error") or fields.get("message") or [])
        details = [changed[1]] if changed else details
    text = text or (m["test"] if details else "")
    if not text:  # Test::More explains in comments: `#   Failed test 'x'`, `#   at t/x.t line 8.`, got/expected
        said = [t.strip().lstrip("#") for t in body if _DIAG.match(t) and not PERL_AT.match(t)]
        return messages.first_said([c for c in said if not c.strip().startswith("Looks like")], 2)
    return one_line(text, details)
