"""Aggregate parsed entries into a Summary."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from accesslog.parser import Entry


@dataclass
class Summary:
    requests: int = 0
    bytes_sent: int = 0
    malformed: int = 0
    status_classes: Counter[str] = field(default_factory=Counter)
    hosts: set[str] = field(default_factory=set)
    paths: Counter[str] = field(default_factory=Counter)

    @property
    def error_rate(self) -> float:
        """Share of requests answered 4xx or 5xx."""
        if self.requests == 0:
            return 0.0
        errors = self.status_classes["4xx"] + self.status_classes["5xx"]
        return errors / self.requests

    @property
    def distinct_hosts(self) -> int:
        return len(self.hosts)


def status_class(status: int) -> str:
    return f"{status // 100}xx"


def summarize(entries: Iterable[Entry], malformed: int = 0) -> Summary:
    summary = Summary(malformed=malformed)
    for entry in entries:
        summary.requests += 1
        summary.bytes_sent += entry.size
        summary.status_classes[status_class(entry.status)] += 1
        summary.hosts.add(entry.host)
        summary.paths[entry.path] += 1
    return summary


def top_paths(summary: Summary, n: int = 5) -> list[tuple[str, int]]:
    """The n most requested paths, most first, ties by path."""
    return sorted(summary.paths.items(), key=lambda item: (-item[1], item[0]))[:n]
