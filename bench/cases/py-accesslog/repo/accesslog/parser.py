"""Parse one access log line (Common or Combined Log Format) into an Entry."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Iterable, Optional

LINE_RE = re.compile(
    r"(?P<host>\S+) (?P<ident>\S+) (?P<user>\S+) "
    r"\[(?P<time>[^\]]+)\] "
    r'"(?P<method>[A-Z]+) (?P<target>\S+) (?P<protocol>HTTP/\d\.\d)" '
    r"(?P<status>\d{3}) (?P<size>\d+|-)"
    r'(?: "(?P<referer>[^"]*)" "(?P<agent>[^"]*)")?$'
)

TIME_RE = re.compile(
    r"(?P<day>\d{2})/(?P<month>[A-Z][a-z]{2})/(?P<year>\d{4})"
    r":(?P<hour>\d{2}):(?P<minute>\d{2}):(?P<second>\d{2}) (?P<sign>[+-])(?P<oh>\d{2})(?P<om>\d{2})"
)

MONTHS = {name: number for number, name in enumerate(
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"], start=1
)}


@dataclass(frozen=True)
class Entry:
    host: str
    user: Optional[str]
    time: datetime
    method: str
    path: str
    query: str
    status: int
    size: int
    referer: Optional[str] = None
    agent: Optional[str] = None


def parse_time(text: str) -> datetime:
    """`10/Oct/2000:13:55:36 -0700` as an aware datetime."""
    m = TIME_RE.fullmatch(text)
    if m is None or m["month"] not in MONTHS:
        raise ValueError(f"bad log time: {text!r}")
    offset = timedelta(hours=int(m["oh"]), minutes=int(m["om"]))
    if m["sign"] == "-":
        offset = -offset
    return datetime(
        int(m["year"]), MONTHS[m["month"]], int(m["day"]),
        int(m["hour"]), int(m["minute"]), int(m["second"]),
        tzinfo=timezone(offset),
    )


def _dash(value: Optional[str]) -> Optional[str]:
    return None if value in (None, "-") else value


def parse_line(line: str) -> Optional[Entry]:
    """The Entry of one log line, or None when the line is not in either format."""
    m = LINE_RE.match(line.rstrip("\r\n"))
    if m is None:
        return None
    try:
        when = parse_time(m["time"])
    except ValueError:
        return None
    path, _, query = m["target"].partition("?")
    return Entry(
        host=m["host"],
        user=_dash(m["user"]),
        time=when,
        method=m["method"],
        path=path,
        query=query,
        status=int(m["status"]),
        size=0 if m["size"] == "-" else int(m["size"]),
        referer=_dash(m["referer"]),
        agent=_dash(m["agent"]),
    )


def parse_lines(lines: Iterable[str]) -> tuple[list[Entry], int]:
    """The entries of the lines that parse, and how many non-blank lines did not."""
    entries: list[Entry] = []
    bad = 0
    for line in lines:
        if not line.strip():
            continue
        entry = parse_line(line)
        if entry is None:
            bad += 1
        else:
            entries.append(entry)
    return entries, bad
