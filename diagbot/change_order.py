"""The order changed files are shown in, one for the question's Changes section and the diff tool's listing: source the
offline walk from the failure blames or passes by (walk.py), source the log names (a stack frame, a compiler's error
line), source whose new code holds a name the failures quote (`'craftID'`) or shares a word with them (their tests'
names, their messages), the tests the log names where the branch changed them, then other source, other tests, and the
rest."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from diagbot.changes import FileChange, words_only
from diagbot.cues import cue_words, shared
from diagbot.filekinds import ASIDE, is_source, is_test, same_file, unread_kind
from diagbot.log_places import cited_lines, named_in_log
from diagbot.logs.types import Failure, LogDigest
from diagbot.walk import NO_WALK, Walk

_CUED_FAILURES = 10  # the failures whose words judge a change related (a run of hundreds says too many)
_CUE_CHARS = 300  # of each failure's message
_ADDED_LINES = 500  # of each changed file's added lines
# what an assertion or a runner says of any failure: words no change is related by (`AssertionError: Lists differ`)
_BOILERPLATE = frozenset("error errors assertion exception".split())
_RUNNER_WORDS = frozenset(  # what assertion libraries say of any two values (jest, vitest, chai, pytest, unittest,
    # PHPUnit, JUnit, minitest): the words of their sentences, not of the code under test
    """
    expected actual received deeply equal equality strictly close precision difference differing differ identical
    asserting failed failure items item contains contain more less than matches match object array instance
    thrown property greater truthy falsy defined undefined omitting full where element first lists unique mismatch
    """.split()
)
_SAID = 3  # the shared words a listing names
_WEIGHED = 300  # source files weighed, in git's order: a change of thousands is ranked in well under a second


@dataclass(frozen=True)
class Leads:
    """What ties changed files to the failure: those the log names, and those whose new code shares its words (by
    path, the words shared)."""

    named: frozenset[str] = frozenset()
    related: dict[str, tuple[str, ...]] = field(default_factory=dict)
    apart: frozenset[str] = frozenset()  # named files whose changes are all away from the lines the log names
    spelled: dict[str, tuple[str, ...]] = field(default_factory=dict)  # source whose new code has a name the
    # failures quote as it is (`'craftID'`): by path, the names
    walk: Walk = field(default_factory=lambda: NO_WALK)  # changed source the offline walk blames and passes by


NO_LEADS = Leads()  # outside git, or no log: git's order within each rank


def leads(files: Iterable[FileChange], digest: LogDigest, walk: Walk = NO_WALK) -> Leads:
    """The changed files the log names (named_in_log), and the source files among the others whose added code shares
    a word (or its stem) with a failing test's name or a failure's message (`parse_weeks` and `WEEK_SECONDS`), with
    the words they share; `walk`: the changed source the offline walk from the failure blames and passes by (walk.py).
    Computed once for a run's diff and log: the question's two sections and the diff tool ask."""
    return _leads(tuple(files), digest, walk)


@lru_cache(maxsize=2)
def _leads(files: tuple[FileChange, ...], digest: LogDigest, walk: Walk) -> Leads:
    named = named_in_log(files, digest)
    cues = failure_cues(digest.failures[:_CUED_FAILURES])
    weighed = [f for f in files if f.path not in named and _source(f)][:_WEIGHED]
    counts = {f.path: shared(_added_words(f), cues) for f in weighed}
    apart = frozenset(f.path for f in files if f.path in named and _apart(f, digest))
    names = {n for f in digest.failures[:_CUED_FAILURES] for n in _NAME.findall(f.message[:_CUE_CHARS])}
    spelled = {f.path: found for f in weighed if (found := _spelled(f, names))}
    related = {path: words for path, words in counts.items() if words}
    paths = {f.path for f in files}
    kept = Walk(tuple(p for p in walk.blamed if p in paths), tuple(p for p in walk.passed if p in paths))
    return Leads(named, related, apart, spelled, kept)


# a name a message quotes, written as code names are (camelCase, snake_case, an inner capital): `'craftID'`
_NAME = re.compile(r"""(?<=['"`])(?:[\w$]+\.)*([a-z$_][\w$]*(?:[a-z0-9][A-Z]|_[A-Za-z])[\w$]*)(?=['"`(])""")


def _spelled(f: FileChange, names: set[str]) -> tuple[str, ...]:
    """The quoted names its added lines hold as they are written."""
    added = "\n".join(line[1:] for line in (f.patch or "").split("\n")[: _ADDED_LINES * 2] if line[:1] == "+")
    return tuple(sorted(n for n in names if re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", added)))


_NEAR = 3  # lines between a named line and a change that still touches it
_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@", re.M)


def _apart(f: FileChange, digest: LogDigest) -> bool:
    """The log names lines of this file (a failure's place, a cited `path:line`), and none is within _NEAR lines
    of a changed hunk: the change sits elsewhere in a file the failure passes through. A file the branch added is
    changed everywhere."""
    if f.status == "added":
        return False
    lines = {x.line for x in digest.failures if x.path and x.line and same_file(x.path, f.path)}
    lines |= cited_lines(f.path, digest)
    hunks = [(int(m[1]), int(m[1]) + int(m[2] if m[2] is not None else 1) - 1) for m in _HUNK.finditer(f.patch or "")]
    return bool(lines and hunks) and all(not (a - _NEAR <= n <= b + _NEAR) for n in lines for a, b in hunks)


def failure_cues(failures: Iterable[Failure]) -> frozenset[str]:
    """The words failures say (each test's own name and the start of its message), less exception boilerplate and,
    of the message, the words assertion libraries say of any two values (`expected`, `difference`, `identical`)."""
    failures = list(failures)
    said = cue_words(*(_whole(f.message[:_CUE_CHARS]) for f in failures)) - _RUNNER_WORDS
    return (cue_words(*(_own(f.test) for f in failures)) | said) - _BOILERPLATE


def _whole(message: str) -> str:
    """A message without the word its cut (`...`, or the cue's own cap) broke off: `averag` of `average`."""
    return re.sub(r"\w+(?:\.\.\.)?$", "", message) if message.endswith("...") or len(message) == _CUE_CHARS else message


def _own(test: str | None) -> str:
    """A test's own name: its class and method (or its last two parts), not the package, namespace, module path or
    folders it is in (`com.example.toll`, `Club\\Dinghy`, `tests/x.py`: every file's words), whatever the separator."""
    if " " in (test or ""):
        return test or ""
    head, bracket, params = (test or "").partition("[")  # a parametrised id's values: words of the test's own
    return " ".join([p for p in re.split(r"::|[.\\/#]", head) if p][-2:]) + f" {bracket}{params}"


def reasons(path: str, leads: Leads) -> list[str]:
    """Why a changed file is listed where it is, as the Changes section and the diff tool's listing say it."""
    walked = [_BLAMED if path in leads.walk.blamed else _PASSED] if path in leads.walk.files else []  # the file, not
    # its line: on projects it had not seen the walk's line was wrong in each of 15 questions a model was played on
    if path in leads.named:
        named = "named in the log, at lines the branch did not change" if path in leads.apart else "named in the log"
        return [named, *walked]
    if walked:
        return walked
    if names := leads.spelled.get(path):
        return [f"its new code has {', '.join(f'`{n}`' for n in names[:_SAID])}, as the failure names it"]
    words = leads.related.get(path, ())
    return [f"its new code shares {', '.join(f'`{w}`' for w in words[:_SAID])} with the failure"] if words else []


_BLAMED = "a text-search walk from the failure reached its change first: a guess, not a reading of the code"
_PASSED = "a text-search walk from the failure passed its change on the way"


def by_relevance(files: Iterable[FileChange], leads: Leads = NO_LEADS) -> list[FileChange]:
    """`files` most relevant first (a stable sort: git's order within a rank), the source the offline walk blames and
    passes by first, in its order, a header after the code it declares (a changed `.h` is less often where the behaviour
    changed than its `.c`); of the related source, those whose new code holds more of the names the failures quote as
    they are, then those sharing more of their words, first; within a rank, the files the log names first (a test
    changed away from its failing lines before the tests it does not name), and an example's or a demo's code after
    the code it shows in use."""
    return sorted(
        files,
        key=lambda f: (
            _rank(f, leads),
            leads.walk.files.index(f.path) if f.path in leads.walk.files else len(leads.walk.files),
            -len(leads.spelled.get(f.path, ())),
            -len(leads.related.get(f.path, ())),
            f.path not in leads.named,
            bool(ASIDE.search(f.path)),
            bool(_HEADER.search(f.path)),
        ),
    )


_HEADER = re.compile(r"\.(h|hh|hpp|hxx|d\.ts|pyi)$")


def _rank(f: FileChange, leads: Leads) -> int:
    """Source the offline walk blames or passes by, or the log names, related source, named tests (changed near the
    lines the log names), other source, other tests, the rest (a deleted test, source whose comments alone changed);
    lock, vendored and generated files last."""
    if unread_kind(f.path):
        return 6
    if f.path in leads.walk.files:
        return 0
    if f.path in leads.named and (_source(f) or f.path not in leads.apart):  # a test changed away from its
        return 0 if _source(f) else 2  # failing lines is one more test the branch touched
    if _source(f) and words_only(f):  # its comments or docstrings changed, no code: nothing it does
        return 5
    if f.path in leads.related or f.path in leads.spelled:
        return 1
    if f.status == "deleted" and is_test(f.path) and f.path not in leads.named:  # a deleted test runs no more
        return 5
    return 3 if _source(f) else 4 if is_test(f.path) else 5


def _source(f: FileChange) -> bool:
    return is_source(f.path) and not is_test(f.path) and not unread_kind(f.path)


def _added_words(f: FileChange) -> frozenset[str]:
    lines = (f.patch or "").split("\n", _ADDED_LINES * 2)[: _ADDED_LINES * 2]  # not a huge patch's every line
    return cue_words(*[line[1:] for line in lines if line[:1] == "+"][:_ADDED_LINES])
