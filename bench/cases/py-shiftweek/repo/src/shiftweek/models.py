"""A worked shift."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True)
class Shift:
    """One shift of one worker; start and end are aware datetimes in the site's zone."""

    worker: str
    start: datetime
    end: datetime
    break_minutes: int = 0

    def __post_init__(self) -> None:
        if self.start.tzinfo is None or self.end.tzinfo is None:
            raise ValueError("shift times must carry a time zone")
        if self.end <= self.start:
            raise ValueError(f"shift of {self.worker} ends before it starts")

    @property
    def minutes(self) -> int:
        """Paid minutes: the shift's length less its unpaid break."""
        worked = int((self.end - self.start).total_seconds() // 60)
        return max(worked - self.break_minutes, 0)
