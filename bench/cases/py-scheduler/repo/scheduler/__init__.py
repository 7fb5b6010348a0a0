"""Recurring events and their occurrences."""

from scheduler.recurrence import Recurrence, occurrences

__all__ = ["Recurrence", "occurrences"]
