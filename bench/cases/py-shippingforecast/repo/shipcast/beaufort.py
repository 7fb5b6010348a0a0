"""The Beaufort scale as the forecast speaks it."""

NAMES = (
    "calm",
    "light air",
    "light breeze",
    "gentle breeze",
    "moderate breeze",
    "fresh breeze",
    "strong breeze",
    "near gale",
    "gale",
    "severe gale",
    "storm",
    "violent storm",
    "hurricane force",
)

GALE = 8
STORM = 10


def name(force: int) -> str:
    """The scale's name for a force, 0 to 12."""
    if not 0 <= force <= 12:
        raise ValueError(f"Beaufort force must be 0 to 12, got {force}")
    return NAMES[force]


def warning(force: int) -> str | None:
    """The warning a force calls for: 'gale' from 8, 'severe gale' at 9, 'storm' from 10; else None."""
    if force >= STORM:
        return "storm"
    if force == GALE + 1:
        return "severe gale"
    if force >= GALE:
        return "gale"
    return None
