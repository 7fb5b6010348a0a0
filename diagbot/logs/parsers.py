"""Per-framework failure parsers: one line-shape rule per output format, plus small stateful ones."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence

from diagbot.logs.types import Failure

_PY = r"[^\s:\"'()]+\.pyi?"
_JS = r"[^\s:\"'()]+\.(?:[cm]?[jt]sx?|vue|svelte)"
# (framework, pattern). Groups: test, cls (joined before test), path, line, msg.
_RULES: tuple[tuple[str, str], ...] = (
    ("pytest", rf"^(?:FAILED|ERROR) (?P<path>{_PY})::(?P<test>[^\s]+)(?: - (?P<msg>.+))?$"),
    (
        "pytest",
        rf"^(?P<path>{_PY}):(?P<line>\d+): (?P<msg>(?:[\w.]*(?:Error|Exception|Failed|Interrupt)\b|Failed:).*)$",
    ),
    ("unittest", r"^(?:FAIL|ERROR): (?P<test>\w+) \((?P<cls>[\w.]+)\)"),
    ("vitest", rf"^\s*(?:FAIL|\u00d7|\u2717|\u276f)\s+(?P<path>{_JS})\s+>\s+(?P<test>.+?)(?:\s+\d+m?s)?$"),
    ("jest", rf"^\s*FAIL\s+(?P<path>{_JS})(?:\s+\(.*\))?$"),
    ("jest", r"^\s*● (?P<test>(?!Console\b).+?)\s*$"),
    ("mocha", r"^\s{4,}\d+\) (?P<test>.+)$"),
    ("tap", r"^\s*not ok \d+ -? ?(?P<test>.+?)(?:\s+#.*)?$"),
    ("go", r"^\s*--- FAIL: (?P<test>\S+)"),
    ("go", r"^\s+(?P<path>[\w./-]+_test\.go):(?P<line>\d+): (?P<msg>.+)$"),
    ("cargo", r"^test (?P<test>\S+) \.\.\. FAILED$"),
    (
        "cargo",
        r"^thread '(?P<test>[^']+)' panicked at (?:'(?P<msg>.*)', )?(?P<path>[^\s:]+\.rs):(?P<line>\d+)(?::\d+)?:?$",
    ),
    ("rustc", r"^\s*--> (?P<path>[^\s:]+\.rs):(?P<line>\d+):\d+$"),
    ("maven", r"^(?:\[ERROR\] )?(?P<test>\w+)\((?P<cls>[\w.$]+)\)\s+(?:Time elapsed: .*)?<<< (?:FAILURE|ERROR)!"),
    (
        "maven",
        r"^(?:\[ERROR\] )?(?P<cls>[\w.$]+)\.(?P<test>\w+)(?:\(\))?\s+(?:Time elapsed: .*)?<<< (?:FAILURE|ERROR)!",
    ),
    ("maven", r"^\[ERROR\] (?P<path>[^\s\[]+\.(?:java|kt|scala)):\[(?P<line>\d+),\d+\] (?P<msg>.+)$"),
    ("gradle", r"^(?P<cls>[\w.$]+) > (?P<test>.+) FAILED$"),
    ("gradle", r"^e: (?:file://)?(?P<path>\S+\.kts?):(?P<line>\d+):\d+:? (?P<msg>.+)$"),
    ("rspec", r"^rspec (?P<path>[^\s:]+_spec\.rb):(?P<line>\d+) # (?P<test>.+)$"),
    ("phpunit", r"^\d+\) (?P<cls>[\w\\]+)::(?P<test>\w+)"),
    ("phpunit", r"^(?P<path>\S+Test\.php):(?P<line>\d+)$"),
    ("dotnet", r"^\s*(?:Failed|X) (?P<test>[\w.+`<>]+(?:\(.*\))?) \[[\d.< ]+m?s\]$"),
    ("dotnet", r"^\s*at .* in (?P<path>\S+\.(?:cs|fs|vb)):line (?P<line>\d+)$"),
    ("tsc", r"^(?P<path>[^\s(]+\.tsx?)\((?P<line>\d+),\d+\): error (?P<msg>TS\d+: .+)$"),
    ("tsc", r"^(?P<path>[^\s:]+\.tsx?):(?P<line>\d+):\d+ - error (?P<msg>TS\d+: .+)$"),
    ("mypy", rf"^(?P<path>{_PY}):(?P<line>\d+): error: (?P<msg>.+)$"),
    ("ruff", rf"^(?P<path>{_PY}):(?P<line>\d+):\d+: (?P<msg>[A-Z]{{1,4}}\d{{3,4}} .+)$"),
    ("gcc", r"^(?P<path>[^\s:]+\.\w+):(?P<line>\d+):(?:\d+:)? (?:fatal )?error: (?P<msg>.+)$"),
    ("rustc", r"^error\[E\d+\]: (?P<msg>.+)$"),
    ("npm", r"^npm ERR! (?P<msg>(?!code |errno |A complete log|\s*$|Exit status|Failed at|This is probably|$).+)$"),
    ("github", r"^##\[error\](?P<msg>.+)$"),
)
_COMPILED = tuple((fw, re.compile(rx)) for fw, rx in _RULES)
_GENERIC = re.compile(r"^(?:error|Error|ERROR|FATAL|fatal|panic)(?:\[\w+\])?: (?P<msg>.+)$|^(?P<fail>FAILED\b.*)$")
_FRAME = re.compile(r'^\s*File "(?P<path>[^"]+)", line (?P<line>\d+)')
_ESLINT_FILE = re.compile(r"^(?P<path>(?:/|[A-Za-z]:\\|\./)?[\w./\\-]+\.(?:[cm]?[jt]sx?|vue))$")
_ESLINT_ROW = re.compile(r"^\s+(?P<line>\d+):\d+\s+error\s+(?P<msg>.+?)(?:\s{2,}[\w@/-]+)?$")
_OUTSIDE_REPO = re.compile(r"site-packages|dist-packages|/lib/python\d|^<|/usr/lib/|\\lib\\|/\.venv/|/venv/")
_CI_ROOT = re.compile(
    r"^(?:/home/runner/work/[^/]+/[^/]+/|/__w/[^/]+/[^/]+/|/github/workspace/|/builds/[^/]+/[^/]+/|"
    r"[A-Za-z]:[\\/]a[\\/][^\\/]+[\\/][^\\/]+[\\/]|/var/lib/jenkins/workspace/[^/]+/|/home/travis/build/[^/]+/[^/]+/|"
    r"/home/circleci/(?:project|repo)/|/workspace/|/opt/atlassian/pipelines/agent/build/)"
)


def repo_path(path: str | None) -> str | None:
    """Map a CI absolute path to a repository-relative one (`/home/runner/work/x/x/src/a.py` → `src/a.py`)."""
    if not path:
        return None
    path = _CI_ROOT.sub("", path.removeprefix("file://"), count=1).replace("\\", "/")
    return path.removeprefix("./")


def _from_match(framework: str, m: re.Match[str], number: int, text: str) -> Failure:
    groups = {k: v for k, v in m.groupdict().items() if v}
    test = groups.get("test")
    if test and groups.get("cls") and not groups["cls"].endswith(f".{test}"):
        test = f"{groups['cls']}.{test}" if framework != "phpunit" else f"{groups['cls']}::{test}"
    elif test and groups.get("cls"):
        test = groups["cls"]
    line = groups.get("line")
    message = groups.get("msg") or text.strip()
    return Failure(message[:300], framework, test, repo_path(groups.get("path")), int(line) if line else None, number)


def parse_lines(lines: Sequence[tuple[int, str]]) -> list[Failure]:
    """Every failure the known rules find, in log order (duplicates included; extract dedups)."""
    found: list[Failure] = []
    for number, text in lines:
        for framework, rx in _COMPILED:
            m = rx.match(text)
            if m:
                found.append(_from_match(framework, m, number, text))
                break
    found.extend(_tracebacks(lines))
    found.extend(_eslint(lines))
    found.extend(_go_json(lines))
    if not found:
        found.extend(_generic(lines))
    return sorted(found, key=lambda f: f.log_line or 0)


def _tracebacks(lines: Sequence[tuple[int, str]]) -> Iterator[Failure]:
    """Python tracebacks: the innermost frame inside the repository, and the exception line."""
    start: int | None = None
    frame: tuple[str, int] | None = None
    for number, text in lines:
        if text.startswith("Traceback (most recent call last)"):
            start, frame = number, None
        elif start is not None and (m := _FRAME.match(text)):
            if not _OUTSIDE_REPO.search(m["path"]):
                frame = (m["path"], int(m["line"]))
        elif start is not None and text and not text[0].isspace():
            path, line = frame if frame else (None, None)
            yield Failure(text.strip()[:300], "python", None, repo_path(path), line, start)
            start = None


def _eslint(lines: Sequence[tuple[int, str]]) -> Iterator[Failure]:
    current: str | None = None
    for number, text in lines:
        if m := _ESLINT_FILE.match(text):
            current = m["path"]
        elif current and (row := _ESLINT_ROW.match(text)):
            yield Failure(row["msg"][:300], "eslint", None, repo_path(current), int(row["line"]), number)
        elif not text.strip():
            current = None


def _go_json(lines: Sequence[tuple[int, str]]) -> Iterator[Failure]:
    """`go test -json` events: one Failure per test whose Action is fail."""
    for number, text in lines:
        if not (text.startswith('{"') and '"Action":"fail"' in text.replace(" ", "")):
            continue
        try:
            event = json.loads(text)
        except ValueError:
            continue
        if isinstance(event, dict) and event.get("Test"):
            yield Failure(
                f"test failed in package {event.get('Package', '?')}", "go", str(event["Test"]), None, None, number
            )


def _generic(lines: Sequence[tuple[int, str]]) -> Iterator[Failure]:
    count = 0
    for number, text in lines:
        m = _GENERIC.match(text.strip())
        if m and count < 5:
            count += 1
            yield Failure((m["msg"] or m["fail"])[:300], "generic", None, None, None, number)
