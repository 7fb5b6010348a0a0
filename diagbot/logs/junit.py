"""JUnit XML reports: one Failure per failed or errored testcase, read safely (no DTD, no entities, 64 MiB at most)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from diagbot.errors import UsageError
from diagbot.logs.failures.parse import repo_path
from diagbot.logs.types import Failure

_JUNIT_MAX_BYTES = 64 << 20


def junit_failures(path: Path) -> list[Failure]:
    """One Failure per failed or errored testcase of a JUnit XML report."""
    try:
        if path.stat().st_size > _JUNIT_MAX_BYTES:
            raise UsageError(f"JUnit report too large (> 64 MiB): {path}")
        data = path.read_bytes()
    except OSError as exc:
        raise UsageError(f"cannot read JUnit report {path}: {exc.strerror}") from exc
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        raise UsageError(f"JUnit report {path} declares a DTD or entities; refusing to parse it")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        raise UsageError(f"JUnit report {path} is not valid XML: {exc}") from exc
    except LookupError as exc:  # an encoding the XML declaration names that Python does not know
        raise UsageError(f"JUnit report {path} declares an unknown encoding ({exc}); UTF-8 is expected") from exc
    return [_junit_case(case, bad) for case in root.iter("testcase") for bad in _first_problem(case)]


def _first_problem(case: ET.Element) -> list[ET.Element]:
    return [child for child in case if child.tag in ("failure", "error")][:1]


def _junit_case(case: ET.Element, bad: ET.Element) -> Failure:
    name, cls = case.get("name", "?"), case.get("classname")
    message = bad.get("message") or (bad.text or "").strip().split("\n")[0] or bad.tag
    line = case.get("line")
    return Failure(
        message[:300],
        "junit",
        f"{cls}.{name}" if cls else name,
        repo_path(case.get("file")),
        int(line) if line and line.isdigit() and len(line) <= 9 else None,  # a line past 10**9 is no line
    )
