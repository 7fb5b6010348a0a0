"""A league season: its teams, rules, results and table."""

from dataclasses import dataclass, field

from .points import FIVB, PointsScheme
from .sets import ScoreError
from .standings import build_table


@dataclass(frozen=True)
class Rules:
    best_of: int = 5
    scheme: PointsScheme = FIVB
    #: How many times each pair of teams meets: 2 is home and away.
    meetings: int = 2


@dataclass
class Deduction:
    team: str
    points: int
    reason: str


class LeagueError(ValueError):
    pass


@dataclass
class League:
    name: str
    teams: list
    rules: Rules = field(default_factory=Rules)
    matches: list = field(default_factory=list)
    deductions: list = field(default_factory=list)

    def __post_init__(self):
        if len(set(self.teams)) != len(self.teams):
            raise LeagueError("a team is listed twice")
        if len(self.teams) < 2:
            raise LeagueError("a league needs at least two teams")

    def record(self, match):
        """Add a result, checking it belongs in this league."""
        for team in (match.home, match.away):
            if team not in self.teams:
                raise LeagueError(f"{team} is not in {self.name}")
        if match.best_of != self.rules.best_of:
            raise ScoreError(f"{self.name} plays best of {self.rules.best_of}, not {match.best_of}")
        if self.rules.meetings == 2:
            same = [m for m in self.matches if (m.home, m.away) == (match.home, match.away)]
        else:
            pair = {match.home, match.away}
            same = [m for m in self.matches if {m.home, m.away} == pair]
        if same:
            raise LeagueError(f"{match.home} v {match.away} has already been played")
        self.matches.append(match)
        return match

    def deduct(self, team, points, reason):
        if team not in self.teams:
            raise LeagueError(f"{team} is not in {self.name}")
        self.deductions.append(Deduction(team, points, reason))

    def _deductions_by_team(self):
        totals = {}
        for d in self.deductions:
            totals[d.team] = totals.get(d.team, 0) + d.points
        return totals

    def table(self):
        return build_table(self.teams, self.matches, self.rules.scheme, self._deductions_by_team())

    def position(self, team):
        for place, row in enumerate(self.table(), start=1):
            if row.team == team:
                return place
        raise LeagueError(f"{team} is not in {self.name}")

    def results_for(self, team):
        return [m.result_for(team) for m in self.matches if team in (m.home, m.away)]

    def form(self, team, last=5):
        """The team's last results, oldest first, as W and L."""
        results = self.results_for(team)[-last:] if last else []
        return "".join("W" if r.won else "L" for r in results)

    def remaining_fixtures(self):
        """Pairs still to play, in the order the teams are listed."""
        played = {(m.home, m.away) for m in self.matches}
        remaining = []
        for i, home in enumerate(self.teams):
            for j, away in enumerate(self.teams):
                if i == j:
                    continue
                if self.rules.meetings == 1 and (j < i or (away, home) in played):
                    continue
                if (home, away) not in played:
                    remaining.append((home, away))
        return remaining
