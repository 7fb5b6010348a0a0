"""Job tickets as the front desk writes them: 'retape leech', 'patch 0.4', 'recut foot 0.15'."""

from __future__ import annotations

from dataclasses import dataclass

EDGES = ("luff", "leech", "foot")


@dataclass(frozen=True)
class Job:
    kind: str
    edge: str | None = None
    size: float = 0.0


def parse_ticket(text: str) -> Job:
    words = text.lower().split()
    if not words:
        raise ValueError("empty ticket")
    kind, rest = words[0], words[1:]
    if kind == "patch":
        if len(rest) != 1:
            raise ValueError(f"patch needs an area in m2: {text!r}")
        return Job("patch", size=float(rest[0]))
    if kind == "retape":
        if len(rest) != 1 or rest[0] not in EDGES:
            raise ValueError(f"retape needs one of {', '.join(EDGES)}: {text!r}")
        return Job("retape", edge=rest[0])
    if kind == "recut":
        if len(rest) != 2 or rest[0] not in EDGES:
            raise ValueError(f"recut needs an edge and metres to take in: {text!r}")
        return Job("recut", edge=rest[0], size=float(rest[1]))
    raise ValueError(f"unknown job {kind!r}")
