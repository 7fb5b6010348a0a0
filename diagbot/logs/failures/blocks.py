"""Per-framework failure blocks: a header line, the lines under it, and where in them the location and message are:
the frameworks the issue names (Python, JavaScript, Rust, the JVM, PHP, .NET); the others in runner_blocks.py."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from diagbot.logs.failures import doctests, messages
from diagbot.logs.failures.messages import Say, Title, lead
from diagbot.logs.failures.rspec import AGGREGATED_CHECK, rspec

DRIVE = r"(?:/?[A-Za-z]:[\\/])?"  # a Windows path's drive (`D:\a\...`, node's `file:///D:/a/...`)
PY = DRIVE + r"[^\s:\"'()]+\.pyi?"
JS = DRIVE + r"[^\s:\"'()]+\.(?:[cm]?[jt]sx?|vue|svelte)"
_TIMEOUT_IN = re.compile(r"\((?:file://)?(?P<path>[^()\s]+\.(?:[cm]?[jt]sx?|coffee))\)$")  # mocha: `Timeout (t/a.js)`
_JS_FRAME = re.compile(rf"(?:\(|^\s*at )(?:file://)?(?P<path>{JS}):(?P<line>\d+)")
_JAVA_FRAME = re.compile(
    r"^\s*at (?!(?:java|javax|jdk|sun|kotlin|kotlinx|scala|junit|org\.junit|org\.opentest4j|org\.assertj|org\.hamcrest|"
    r"org\.mockito|org\.testng|org\.gradle|org\.apache\.maven|worker\.org\.gradle)\.)"
    r"(?P<pkg>(?:[a-z_]\w*\.)*)[\w$]+\.[\w$<>]+\((?P<path>[\w$]+\.(?:java|kt|scala|groovy)):(?P<line>\d+)\)"
)
_JAVA_SHORT = re.compile(r" at (?P<path>[\w$]+\.(?:java|kt|scala|groovy)):(?P<line>\d+)$")
FRAME = re.compile(r'^\s*File "(?P<path>[^"]+)", line (?P<line>\d+)')
_ARROW = re.compile(r"^\s*--> (?P<path>[^\s:]+):(?P<line>\d+):\d+$")


@dataclass(frozen=True)
class Block:
    """A failure block: where it starts and ends, where its location is, and how to say its message."""

    framework: str
    header: re.Pattern[str]
    end: re.Pattern[str]
    where: tuple[re.Pattern[str], ...] = ()
    say: Say = lead
    requires: re.Pattern[str] | None = None
    innermost: bool = False  # a stack: the location is its first repository frame (the test), `frame` its last
    newest_first: bool = False  # a stack printed innermost first (JS): the location is its last repository frame
    context: re.Pattern[str] | None = None
    title: Title | None = None
    span: int = 80
    not_after: re.Pattern[str] | None = None  # a header right under such a line is no failure (`Skipped:`)
    goes_on: re.Pattern[str] | None = None  # a line whose message goes on past a blank line under it
    each: bool = False  # one failure per location line in the block (each failed assertion of one test)
    shared: bool = False  # headers one under another share the block under the last (one error, several tests)
    section: re.Pattern[str] | None = None  # a list heading: headers fail only under one with a `failing` group


def b(framework: str, header: str, end: str, where: tuple[re.Pattern[str], ...] = (), **kw: Any) -> Block:
    """A Block from pattern strings."""
    return Block(framework, re.compile(header), re.compile(end), where, **kw)


_JAVA_END = r"^\s*$|^\[(?:INFO|ERROR|WARNING)\]"
_GOES_ON = re.compile(r"^[\w.$]+(?:Error|Exception|Failure): ?$")  # `AssertionError: `, hamcrest's lines below
_OPEN_VALUE = re.compile(r"(?:expected|but was):? ?<[^<>]*$")  # JUnit's `expected: <Tea` whose `>` is lines below


def java(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A JVM exception's message, as `lead` says it; a compared value that spans lines (`expected: <Tea`, `qty 2> but
    was: <Tea`, `qty 3>`) kept whole, its line breaks said `\\n` as in the string it is."""
    joined: list[str] = []
    for text in body:
        if joined and _OPEN_VALUE.search(joined[-1]) and not text.lstrip().startswith("at "):
            joined[-1] += "\\n" + text
        else:
            joined.append(text)
    return lead(m, joined, loc)


BLOCKS: tuple[Block, ...] = (
    b(  # pytest: a test's banner, not pytest-cov's `____ coverage: platform linux ... ____`
        "pytest",
        r"^_{3,} (?!coverage: )(?:ERROR (?:at (?:setup|teardown) of |(?P<collecting>collecting) ))?"
        r"(?P<test>\S.*?) _{3,}$",
        r"^={5,}|^-{5,} Captured ",
        (
            re.compile(rf"^(?P<path>{PY}):(?P<line>\d+): (?P<exc>[\w.]+)$"),
            re.compile(rf"^(?P<path>{DRIVE}[^\s:]+\.(?:md|rst|txt)):(?P<line>\d+): (?P<exc>DocTestFailure)$"),
            re.compile(rf"^(?P<path>{PY}):(?P<line>\d+): in "),
            re.compile(rf"^(?P<path>{PY}):(?P<line>\d+):$"),  # a frame above the innermost, in pytest's long form
        ),
        say=messages.pytest_section,
        innermost=True,
        span=400,
    ),
    b(
        "unittest",
        r"^(?:FAIL|ERROR): (?P<test>[\w.]+) \((?:unittest\.loader\._FailedTest\.)?(?P<cls>[\w.]+)\)",
        r"^={20,}|^Ran \d+ test",
        (FRAME,),
        say=doctests.unittest,
        innermost=True,
    ),
    b(  # `python -m doctest`, and the report a doctest run by unittest prints under its FAIL line
        "doctest",
        r'^File "(?P<path>[^"]+)", line (?P<line>\d+), in (?P<test>\S+)$',
        r"^\*{10,}|^-{10,}|^File ",
        say=doctests.doctest,
        requires=re.compile(r"^Failed example:$"),
    ),
    b(
        "cargo",
        # cargo test's panic, flush left; cargo nextest's, indented under the test's `stderr ───`
        r"^\s*thread '(?P<test>[^']+)'(?: \(\d+\))? panicked at "
        r"(?:'(?P<msg>.*)', )?(?P<path>[^\s:]+\.rs):(?P<line>\d+)",
        r"^\s*(?:note: |stack backtrace:|---- |failures:|$)",
        say=messages.cargo,
    ),
    b(
        "rustc",
        r"^error(?:\[(?P<code>E\d+)\])?: (?P<msg>.+)$",
        r"^\s*$",
        (_ARROW,),
        say=messages.coded,
        requires=_ARROW,
        span=12,
    ),
    b(
        "ruff",
        r"^(?P<code>[A-Z]{1,4}\d{3,4}) (?P<msg>.+)$",
        r"^\s*$",
        (_ARROW,),
        say=messages.ruff_code,
        requires=_ARROW,
        span=3,
    ),
    b(
        "jest",
        r"^\s*● (?P<test>(?!Console\b).+?)\s*$",
        r"^\s*● |^(?:PASS|FAIL) |^Test Suites:",
        (_JS_FRAME, re.compile(r"^\s*> (?P<line>\d+) \|")),
        context=re.compile(rf"^\s*FAIL\s+(?P<path>{JS})(?:\s+\(.*\))?$"),
        newest_first=True,
    ),
    b(
        "vitest",
        rf"^\s*FAIL\s+(?P<path>{JS})\s+>\s+(?P<test>.+?)\s*$",
        r"^\s*\u23af|^\s*FAIL\s",
        (re.compile(rf"\u276f (?P<path>{JS}):(?P<line>\d+):\d+"), _JS_FRAME),
        shared=True,  # vitest prints each test an error failed above that error, once
    ),
    b(
        "node",
        r"^\s*\u2716 (?P<test>(?!failing tests:|\d+ problems?).+?)(?: \([\d.]+m?s\))?$",
        r"^\s*(?:\u2716|\u2714|\u2139|\u25b6) |^test at |^\S",
        (_JS_FRAME,),
        requires=re.compile(r"^\s+\S"),
    ),
    b(
        "mocha",
        r"^ {2}\d+\) (?P<test>\S.*)$",
        r"^ {2}\d+\) |^npm ",
        (_JS_FRAME, _TIMEOUT_IN),
        title=messages.mocha_title,
        newest_first=True,
    ),
    b(
        "rspec",
        r"^\s*\d+\) (?P<test>.+)$",
        r"^\s*\d+\) |^Finished in |^Failed examples:",
        (re.compile(r"^\s*# (?P<path>\./[^\s:]+):(?P<line>\d+)"),),
        say=rspec,
        requires=AGGREGATED_CHECK,
    ),
    b(
        "phpunit",
        r"^\d+\) (?P<cls>[\w\\]+)::(?P<test>\w+)",
        r"^\d+\) |^(?:FAILURES|ERRORS)!|^There (?:was|were) ",
        (re.compile(r"^(?P<path>\S+\.php):(?P<line>\d+)$"),),  # its trace: thrown first, the test's own line last
        section=re.compile(r"^There (?:was|were) \d+ (?:(?P<failing>.*\b(?:failures?|errors?|warnings?))|.*):$"),
        newest_first=True,
    ),
    b(
        "dotnet",
        r"^\s*(?:[Ff]ailed|X) (?P<test>[\w.+`<>]+(?:\(.*\))?) (?:\[[\d.< ]+m?s\]|\([\d.]+m?s\))$",
        r"^\s*$|^Failed!|^Total tests",
        (re.compile(r" in (?P<path>\S+\.(?:cs|fs|vb)):line (?P<line>\d+)"),),
    ),
    b(
        "maven",
        r"^(?:\[ERROR\] )?(?P<test>\w+)\((?P<cls>[\w.$]+)\)\s+(?:-- )?(?:Time elapsed.*)?<<< (?:FAILURE|ERROR)!",
        _JAVA_END,
        (_JAVA_FRAME,),
        say=java,
        goes_on=_GOES_ON,
    ),
    b(
        "maven",
        r"^(?:\[ERROR\] )?(?P<cls>[\w.$]+)\.(?P<test>\w+)(?:\(\))?\s+(?:-- )?(?:Time elapsed.*)?<<< (?:FAILURE|ERROR)!",
        _JAVA_END,
        (_JAVA_FRAME,),
        say=java,
        goes_on=_GOES_ON,
    ),
    b("maven", r"^\[ERROR\] (?P<path>[^\s\[]+\.(?:java|kt|scala)):\[(?P<line>\d+),\d+\] (?P<msg>.+)$", r"^\S", span=4),
    b("gradle", r"^(?P<cls>[\w.$]+) > (?P<test>.+) FAILED$", r"^\s*$", (_JAVA_FRAME, _JAVA_SHORT)),
)
