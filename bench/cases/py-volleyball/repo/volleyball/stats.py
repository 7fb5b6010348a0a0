"""Player statistics from match scoresheets."""

from dataclasses import dataclass, fields


@dataclass
class PlayerLine:
    """One player's counts for one match (or summed over several)."""

    player: str
    attack_kills: int = 0
    attack_errors: int = 0
    attack_blocked: int = 0
    attack_attempts: int = 0
    aces: int = 0
    serve_errors: int = 0
    serves: int = 0
    blocks: int = 0
    receptions_perfect: int = 0
    receptions_good: int = 0
    receptions_poor: int = 0
    reception_errors: int = 0

    def __add__(self, other):
        if other.player != self.player:
            raise ValueError(f"cannot add {other.player}'s line to {self.player}'s")
        summed = {f.name: getattr(self, f.name) + getattr(other, f.name) for f in fields(self) if f.name != "player"}
        return PlayerLine(self.player, **summed)

    @property
    def points(self):
        """Points won directly: kills, aces and blocks."""
        return self.attack_kills + self.aces + self.blocks

    @property
    def attack_efficiency(self):
        """(kills - errors - blocked) / attempts, the usual hitting percentage."""
        if not self.attack_attempts:
            return 0.0
        return (self.attack_kills - self.attack_errors - self.attack_blocked) / self.attack_attempts

    @property
    def receptions(self):
        return self.receptions_perfect + self.receptions_good + self.receptions_poor + self.reception_errors

    @property
    def reception_efficiency(self):
        """(perfect + good - errors) / receptions."""
        if not self.receptions:
            return 0.0
        return (self.receptions_perfect + self.receptions_good - self.reception_errors) / self.receptions

    @property
    def ace_rate(self):
        return self.aces / self.serves if self.serves else 0.0


def season_totals(lines):
    """Sum per-match lines into one line per player, in first-seen order."""
    totals = {}
    for line in lines:
        totals[line.player] = totals[line.player] + line if line.player in totals else line
    return list(totals.values())


def top_scorers(lines, n=3):
    """The ``n`` players with most points; ties go to the better attack efficiency."""
    ranked = sorted(season_totals(lines), key=lambda l: (-l.points, -l.attack_efficiency, l.player))
    return ranked[:n]
