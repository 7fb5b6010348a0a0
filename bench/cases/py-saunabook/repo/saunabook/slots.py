"""The day's sessions: one after another from opening, each followed by a cooldown while the stove recovers."""

from __future__ import annotations

from dataclasses import dataclass

from saunabook.config import SaunaConfig


@dataclass(frozen=True, order=True)
class Slot:
    start: int  # minutes after midnight
    end: int

    def label(self) -> str:
        return f"{clock(self.start)}-{clock(self.end)}"


def clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def day_slots(config: SaunaConfig) -> list[Slot]:
    """Every session that ends by closing time."""
    slots = []
    start = config.opens
    while start + config.session_minutes <= config.closes:
        slots.append(Slot(start, start + config.session_minutes))
        start += config.session_minutes + config.cooldown_minutes
    return slots


def slot_at(config: SaunaConfig, label: str) -> Slot:
    for slot in day_slots(config):
        if slot.label() == label:
            return slot
    raise KeyError(label)
