"""Failure blocks of the runners beyond blocks.py: Elixir, GHC, Ruby, Apple, Scala, C++, R, Julia, Dart, Clojure,
xUnit.net, Pester, CMake, Erlang's common_test, PHPUnit's testdox, PHP's and Vim's own test harnesses."""

from __future__ import annotations

import re

from diagbot.logs.failures import messages
from diagbot.logs.failures.blocks import Block, b
from diagbot.logs.failures.cxx import GTEST_FAILURE, gtest
from diagbot.logs.failures.messages import EX_WHERE, GTEST_WHERE, PERL_AT, RB_FRAME

_EX_FRAME = re.compile(r"^\s+(?P<path>[^\s:()]+\.exs?):(?P<line>\d+): ")  # app frames; `(elixir 1.9) lib/..` are not
_SKIPPED = re.compile(r"Skipped:$")  # minitest lists skips in the same shape as failures
# minitest 5's `Klass#test_x`, minitest 4's `test_x(Klass)` (minitest runs the methods named `test_...`)
_MINITEST = (r"(?P<cls>[A-Z][\w:]*)#(?P<test>\w.*?)", r"(?P<test>test_.*?)\((?P<cls>[A-Z][\w:]*)\)")
_XC_WHERE = re.compile(r"^\s+(?P<path>/?[^\s:]+\.(?:swift|mm?)):(?P<line>\d+)$")
# Pester: `at <ScriptBlock>, /path/x.Tests.ps1:9` (5) or `at <ScriptBlock>, C:\path\x.Tests.ps1: line 9` (4)
_PS_WHERE = re.compile(r"^\s*at .*, (?P<path>(?:[A-Za-z]:)?[^:,]+?\.ps[dm]?1):? ?(?:line )?(?P<line>\d+)\s*$")
_BOXED = re.compile(r"^\s*\u2502 ?")  # the box rule PHPUnit's testdox draws down a failure's lines
RUNNER_BLOCKS: tuple[Block, ...] = (
    b(  # Test::More's diagnostics, all that prove prints of a failure without -v: `#   Failed test 'x'`
        "tap",
        r"^#\s+Failed test (?:'(?P<test>.*)'|at (?P<path>\S+) line (?P<line>\d+)\.)$",
        r"^[^#]|^# Looks like",
        (PERL_AT,),
        say=messages.test_more,
        span=20,
    ),
    b(
        "exunit",
        r"^\s*\d+\) (?:test|doctest|property) (?P<test>.+?) \((?P<cls>[A-Z][\w.]*)\)$",
        r"^\s*$|^\s*\d+\) ",
        (EX_WHERE, _EX_FRAME),
        say=messages.exunit,
    ),
    b(  # an uncaught Elixir exception: `** (RuntimeError) ...` over its stacktrace
        "elixir",
        r"^\*\* \((?P<exc>[\w.]+)\) (?:(?:\(for doctest at\) )?(?P<path>[^\s:()]+\.exs?):(?P<line>\d+): )?(?P<msg>.+)$",
        r"^\S",
        (_EX_FRAME,),
        say=messages.raised,
        span=30,
    ),
    b(  # GHC (and compilers like it): `src/Foo.hs:31:1: error:` with the message indented under it
        "ghc",
        r"^(?P<path>[^\s:]+\.\w+):(?P<line>\d+):\d+(?:-\d+)?: error:(?: \[[\w-]+\])?\s*$",
        r"^\S",
        span=20,
    ),
    *(  # minitest 5 (`Klass#test_x`) and minitest 4 (`test_x(Klass)`), numbered `1) Failure:` or under `Failure:`
        b(
            "minitest",
            rf"^{test}\s+\[(?P<path>[^\s\]]+\.rb):(?P<line>\d+)\]:?$",
            r"^\s*$|^(?:bin/)?rails test ",
            span=40,
            not_after=_SKIPPED,
        )
        for test in _MINITEST
    ),
    *(
        b(
            "minitest",
            rf"^{test}:$",
            r"^\s*(?:\d+\) )?(?:Failure|Error|Skipped):$|^(?:bin/)?rails test |^Finished in |^\d+ (?:runs|tests), ",
            (RB_FRAME,),
            say=messages.raised_rb,
            span=40,
            not_after=_SKIPPED,
        )
        for test in _MINITEST
    ),
    b(
        "scalatest",
        r"^(?:\[info\] )?- (?P<test>.+?) \*\*\* FAILED \*\*\*$",
        r"^\[info\] (?:- |\S)|^(?!\[info\])(?:- |\S)",
        (re.compile(r"\((?P<path>[\w$]+\.scala):(?P<line>\d+)\)$"),),
        say=messages.prefixed,
        span=20,
    ),
    b(
        "sbt",
        r"^\[error\] (?P<path>\S+\.(?:scala|java|sbt)):(?P<line>\d+):(?:\d+:)? (?P<msg>.+)$",
        r"^\[error\] (?!\s)\S|^(?!\[error\])",
        say=messages.prefixed,
        span=10,
    ),
    b(  # xcpretty's failure summary: the test and message, then its location a blank line below
        "xcpretty",
        r"^ {2}(?P<test>[a-z_]\w*), (?P<msg>\S.*)$",
        r"^\S|^ {2}[a-z_]\w*, ",
        (_XC_WHERE,),
        requires=_XC_WHERE,
        span=4,
    ),
    b(
        "gtest",
        r"^\[ RUN      \] (?P<test>[\w/.]+)$",
        r"^\[\s+(?:OK|FAILED|SKIPPED)\s+\]|^\[ RUN ",
        (GTEST_WHERE,),
        say=gtest,
        requires=GTEST_FAILURE,
        span=60,
        each=True,
    ),
    b(  # testthat 3
        "testthat",
        r"^── (?:Failure|Error) \((?P<path>[^\s:()]+\.[Rr]):(?P<line>\d+)(?::\d+)?\): (?P<test>.+?) ─*$",
        r"^─{5,}|^══|^── ",
        span=40,
    ),
    b(  # testthat 2
        "testthat",
        r"^(?P<path>[^\s:()]+\.[Rr]):(?P<line>\d+): (?:failure|error): (?P<test>.+)$",
        r"^\s*$|^[^\s:()]+\.[Rr]:\d+: ",
        span=40,
    ),
    b(
        "julia",
        r"^(?:(?P<test>\S.*?): )?Test Failed at (?P<path>\S+\.jl):(?P<line>\d+)$",
        r"^\S|^Stacktrace:",
        span=20,
    ),
    b(
        "dart",
        r"^\d+:\d+ \+\d+(?: ~\d+)? -\d+: (?:(?P<path>\S+\.dart): )?(?P<test>.+?) \[E\]$",
        r"^\d+:\d+ \+\d+",
        (re.compile(r"^\s+(?P<path>(?!package:)[\w./-]+\.dart) (?P<line>\d+):\d+\s"),),
        say=messages.paragraph,
        span=40,
    ),
    b(  # xUnit.net's console runner (and `dotnet test`'s `[xUnit.net 00:00:01.23]` lines)
        "xunit",
        r"^(?:\[xUnit\.net [\d:.]+\])?\s*(?P<test>[\w.+`<>]+(?:\(.*\))?) \[FAIL\]$",
        r"^(?:\[xUnit\.net [\d:.]+\])?\s*(?:\S+ \[(?:FAIL|PASS|SKIP)\]$|Finished: |=== TEST EXECUTION)|^\S",
        (
            re.compile(r"^\s*(?P<path>\S+\.(?:cs|fs|vb))\((?P<line>\d+),\d+\): at "),
            re.compile(r" in (?P<path>\S+\.(?:cs|fs|vb)):line (?P<line>\d+)"),
        ),
        span=60,
    ),
    b(  # CMake: `CMake Error at cmake/Deps.cmake:8 (find_package):`, its indented message, then its call stack
        "cmake",
        r"^CMake Error(?: at (?P<path>[^\s:]+):(?P<line>\d+) \(\w+\))?:\s*(?P<msg>.*)$",
        r"^(?!Call Stack)\S",
        (re.compile(r"^\s+(?P<path>[^\s:]+):(?P<line>\d+) \(\w+\)$"),),
        span=40,
    ),
    b(  # Pester 4 and 5: `[-] name 14ms (12ms|2ms)` or `[-] name -> message`, then the message and its frames
        "pester",
        r"^\s*\[-\] (?P<test>.+?)(?: -> (?P<msg>.+)| \d+(?:\.\d+)?m?s(?: \([\d.]+m?s\|[\d.]+m?s\))?)$",
        r"^\s*\[[-+!?]\] |^\s*(?:Describing|Context|Running tests from) |^\s*$|^Tests (?:completed|Passed)",
        (_PS_WHERE,),
        span=30,
    ),
    b(  # Erlang common_test: `suite:case failed on line 12` (a config function: `suite:init_per_group failed`)
        "common_test",
        r"^(?P<cls>\w+):(?P<test>\w+) (?P<msg>failed(?: on line \d+)?)$",
        r"^(?!Reason: |\s+\S)",
        span=6,
    ),
    b(  # Vim's test harness: `Found errors in Test_x():`, under `From test_x.vim:`
        "vim",
        r"^\s*Found errors in (?P<test>\w+)\(\):$",
        r"^\s*(?:Found errors in |From \S+\.vim:$|Flaky test)|^\s*$",
        say=messages.vim,
        context=re.compile(r"^\s*From (?P<path>[\w./-]+\.vim):$"),
        span=20,
    ),
    b(  # PHPUnit's --testdox: ` ✘ Hours add up`, then its message and location, each line under a `│`
        "phpunit",
        r"^\s*\u2718 (?P<test>[^\s\[].*)$",
        r"^\s*[\u2714\u2718\u21a9\u2205\u2622] |^\S|^\s*$",
        (re.compile(r"^\s*\u2502 (?P<path>\S+\.php):(?P<line>\d+)$"),),
        say=lambda m, body, loc: messages.lead(m, [_BOXED.sub("", t) for t in body], loc),
        requires=_BOXED,
        span=40,
    ),
    b(
        "clojure.test",
        r"^(?:FAIL|ERROR) in \((?P<test>[^)]+)\) \((?P<path>[^\s:()]+\.clj[cs]?):(?P<line>\d+)\)$",
        r"^\s*$",
        span=20,
    ),
)
