"""One-line failure rules: a line that says on its own which test or file failed, and why.

parse.py tries them in order on each line that may hold a failure; the first that matches wins.
"""

from __future__ import annotations

from diagbot.logs.excerpt.score import NPM_BOILERPLATE
from diagbot.logs.failures.blocks import JS, PY

# (framework, pattern) for one-line failures and fallbacks. Groups: test, cls (joined before test), path, line, msg.
RULES: tuple[tuple[str, str], ...] = (
    ("pytest", rf"^(?:FAILED|ERROR) (?P<path>{PY})::(?P<test>[^\s]+)(?: - (?P<msg>.+))?$"),
    # --tb=line: `path:line: KeyError: 'x'`, and a bare `assert` statement's `path:line: assert (1 == 2)`
    ("pytest", rf"^(?P<path>{PY}):(?P<line>\d+): (?P<msg>[\w.]*(?:Error|Exception|Failed|Interrupt)\b.*|assert\b.*)$"),
    ("vitest", rf"^\s*(?:FAIL|\u00d7|\u2717|\u276f)\s+(?P<path>{JS})\s+>\s+(?P<test>.+?)(?:\s+\d+m?s)?$"),
    ("mocha", r"^\s{4,}\d+\) (?P<test>.+)$"),
    ("cargo", r"^test (?P<test>\S+) \.\.\. FAILED$"),
    ("maven", r"^\[ERROR\]\s+(?P<cls>[A-Z][\w$]*)\.(?P<test>\w+):(?P<line>\d+) (?P<msg>.+)$"),
    ("maven", r"^\[ERROR\] (?P<path>[^\s\[]+\.(?:java|kt|scala)):\[(?P<line>\d+),\d+\] (?P<msg>.+)$"),
    ("maven", r"^(?:\[ERROR\] )?\s*(?:Failed tests|Tests in error):\s+(?P<test>\w+)\((?P<cls>[\w.$]+)\)"),
    ("go", r"^(?:vet: )?(?P<path>\.?/?[\w./-]+\.go):(?P<line>\d+):\d+: (?P<msg>.+)$"),  # vet: its type-check errors
    ("gradle", r"^e: (?:file://)?(?P<path>\S+\.kts?):(?P<line>\d+):\d+:? (?P<msg>.+)$"),
    ("rspec", r"^rspec (?P<path>[^\s:]+_spec\.rb):(?P<line>\d+) # (?P<test>.+)$"),
    ("tsc", r"^(?P<path>[^\s(]+\.tsx?)\((?P<line>\d+),\d+\): error (?P<msg>TS\d+: .+)$"),
    ("tsc", r"^(?P<path>[^\s:]+\.tsx?):(?P<line>\d+):\d+ - error (?P<msg>TS\d+: .+)$"),
    ("mypy", rf"^(?P<path>{PY}):(?P<line>\d+):(?:\d+:)? error: (?P<msg>.+)$"),
    ("ruff", rf"^(?P<path>{PY}):(?P<line>\d+):\d+: (?P<msg>[A-Z]{{1,4}}\d{{3,4}} .+)$"),
    (
        "xctest",
        r"^(?P<path>\S+\.(?:swift|mm?)):(?P<line>\d+): error: -?\[?(?P<cls>[\w.]+?)[ .](?P<test>\w+)\]? : "
        r"(?P<msg>.+?)(?: -)?$",
    ),
    ("gcc", r"^\s*(?P<path>[^\s:]+\.\w+):(?P<line>\d+):(?:\d+:)? (?:fatal |runtime )?error: (?P<msg>.+)$"),
    (
        "msbuild",
        r"^\s*(?P<path>[^\s(]+\.(?:cs|fs|vb|cpp|h|xaml|csproj|props|targets))\((?P<line>\d+),\d+\): error "
        r"(?P<msg>[A-Z]+\d+: .+?)(?: \[[^\]]+\])?$",
    ),
    (
        "php",
        r"^(?:PHP )?(?:Fatal error|Parse error|Warning|Catchable fatal error):\s+(?P<msg>.+?) in "
        r"(?P<path>\S+\.php)(?: on line |:)(?P<line>\d+)$",
    ),
    ("rubocop", r"^(?P<path>[^\s:]+):(?P<line>\d+):\d+: [CWEF]: (?:\[Correctable\] )?(?P<msg>[A-Z]\w*/\w+: .+)$"),
    (  # a JS linter's one-line form (eslint's compact/unix, standard): `src/a.js:12:5: Extra semicolon. (semi)`
        "lint",
        r"^\s*(?P<path>[^\s:]+\.(?:[cm]?[jt]sx?|vue|svelte|coffee)):(?P<line>\d+)(?::\d+)?:? "
        r"(?P<msg>.+ \((?:@?[\w-]+/)?[\w-]+\))$",
    ),
    (  # the linker: `main.c:(.text+0x1e): undefined reference to `price'`, `main.c:5: ...`, `/usr/bin/ld: a.o: ...`
        "ld",
        r"^(?:(?P<path>[^\s:()]+\.(?:c|cc|cpp|cxx|m|mm|hs|rs|f|f90)):(?:(?P<line>\d+)|[^:]*):\s*|.*: )?"
        r"(?P<msg>undefined reference to .+)$",
    ),
    # a Perl test script that died: `t/https.t ........ Connect timeout at t/https.t line 17.`
    ("prove", r"^\S+\.t \.{2,} (?P<msg>.+) at (?P<path>\S+) line (?P<line>\d+)\.$"),
    # C's assert(): `prog: tests/t.c:17: test_count: Assertion `n == 1' failed.`; the function may be no test
    ("assert", r"^(?:\S+: )?(?P<path>[^\s:]+\.\w+):(?P<line>\d+): (?P<msg>[\w:~]+: Assertion `.+' failed\.)$"),
    ("erlc", r"^(?P<path>[^\s:]+\.[eh]rl):(?P<line>\d+):(?:\d+:)? (?![Ww]arning: )(?P<msg>.+)$"),
    ("phpt", r"^FAIL (?P<test>.+?) \[(?P<path>[^\]\s]+\.phpt)\]"),  # PHP's run-tests.php
    ("rustc", r"^error\[E\d+\]: (?P<msg>.+)$"),
    # npm's own lines, less its boilerplate and its `Test failed.  See above` (the failure is what is above)
    ("npm", rf"^(?!{NPM_BOILERPLATE}|npm ERR! Test failed\.)npm (?:ERR!|error) (?P<msg>.+)$"),
    ("github", r"^##\[error\](?!Process completed with exit code \d+\.?$)(?P<msg>.+)$"),  # not the step's exit
    ("github", r"^::error (?:[^:]*?\bfile=(?P<path>[^,:]+))?(?:[^:]*?\bline=(?P<line>\d+))?[^:]*::(?P<msg>.+)$"),
)
