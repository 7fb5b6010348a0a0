"""The league table: one row per team, built from match results."""

import math
from dataclasses import dataclass

from .points import FIVB


@dataclass
class Row:
    team: str
    played: int = 0
    won: int = 0
    lost: int = 0
    sets_for: int = 0
    sets_against: int = 0
    points_for: int = 0
    points_against: int = 0
    match_points: int = 0
    deducted: int = 0

    @property
    def total_points(self):
        return self.match_points - self.deducted

    @property
    def set_ratio(self):
        return _ratio(self.sets_for, self.sets_against)

    @property
    def point_ratio(self):
        return _ratio(self.points_for, self.points_against)

    def add(self, result, points):
        self.played += 1
        if result.won:
            self.won += 1
        else:
            self.lost += 1
        self.sets_for += result.sets_for
        self.sets_against += result.sets_against
        self.points_for += result.points_for
        self.points_against += result.points_against
        self.match_points += points


def _ratio(made, conceded):
    if conceded == 0:
        return math.inf if made else 0.0
    return made / conceded


def sort_key(row):
    """Points, then matches won, then set ratio, then point ratio; name last
    so that level teams come out in a fixed order."""
    return (-row.total_points, -row.won, -row.set_ratio, -row.point_ratio, row.team)


def build_table(teams, matches, scheme=FIVB, deductions=None):
    """Rows for ``teams`` in table order.

    ``deductions`` maps a team to points taken off it (for fielding an
    ineligible player, say).
    """
    rows = {team: Row(team) for team in teams}
    for match in matches:
        for team in (match.home, match.away):
            if team not in rows:
                raise KeyError(f"{team} is not in this league")
            result = match.result_for(team)
            rows[team].add(result, scheme.points(result, match.best_of))
    for team, points in (deductions or {}).items():
        rows[team].deducted += points
    return sorted(rows.values(), key=sort_key)
