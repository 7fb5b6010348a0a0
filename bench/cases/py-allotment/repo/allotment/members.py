"""Plot holders."""

from __future__ import annotations

from dataclasses import dataclass, field

CATEGORIES = ("standard", "senior", "unwaged", "student")


@dataclass
class Member:
    name: str
    category: str = "standard"
    plots: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.category not in CATEGORIES:
            raise ValueError(f"unknown concession category {self.category!r}")
