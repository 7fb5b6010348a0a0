"""Single sets under the rally-point system.

A regular set is played to 25 and a deciding set to 15; either way the set
must be won by two clear points, and play goes on past the target until it is.
"""

from dataclasses import dataclass

REGULAR_TARGET = 25
DECIDING_TARGET = 15
MIN_LEAD = 2


class ScoreError(ValueError):
    """A score that no finished set could have."""


@dataclass(frozen=True)
class SetScore:
    home: int
    away: int

    @classmethod
    def parse(cls, text):
        """Read ``25-23`` or ``25:23``."""
        cleaned = text.strip().replace(":", "-")
        parts = cleaned.split("-")
        if len(parts) != 2:
            raise ScoreError(f"cannot read a set score from {text!r}")
        try:
            home, away = (int(p) for p in parts)
        except ValueError:
            raise ScoreError(f"cannot read a set score from {text!r}") from None
        return cls(home, away)

    @property
    def winner(self):
        return "home" if self.home > self.away else "away"

    @property
    def margin(self):
        return abs(self.home - self.away)

    def swapped(self):
        return SetScore(self.away, self.home)

    def __str__(self):
        return f"{self.home}-{self.away}"


def target_for(deciding):
    return DECIDING_TARGET if deciding else REGULAR_TARGET


def check_set(score, deciding=False):
    """Raise ScoreError unless ``score`` is a finished set."""
    if score.home < 0 or score.away < 0:
        raise ScoreError(f"negative score {score}")
    target = target_for(deciding)
    high, low = max(score.home, score.away), min(score.home, score.away)
    if high < target:
        raise ScoreError(f"set {score} is not finished (played to {target})")
    if high - low < MIN_LEAD:
        raise ScoreError(f"set {score} is not won by two clear points")
    if high > target and high - low != MIN_LEAD:
        raise ScoreError(f"set {score} should have ended as soon as one side was two clear")
    return score
