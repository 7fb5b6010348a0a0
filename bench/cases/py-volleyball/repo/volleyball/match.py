"""Match results: a sequence of sets between a home and an away team."""

from dataclasses import dataclass, field

from .sets import SetScore, ScoreError, check_set

FORFEIT_SET = SetScore(25, 0)


@dataclass(frozen=True)
class TeamResult:
    """One team's view of a match."""

    team: str
    opponent: str
    sets_for: int
    sets_against: int
    points_for: int
    points_against: int
    forfeited: bool = False

    @property
    def won(self):
        return self.sets_for > self.sets_against


@dataclass(frozen=True)
class Match:
    home: str
    away: str
    sets: tuple
    best_of: int = 5
    forfeited_by: str = None
    played_on: object = field(default=None, compare=False)

    def __post_init__(self):
        if self.home == self.away:
            raise ScoreError(f"{self.home} cannot play itself")
        if self.best_of not in (3, 5):
            raise ScoreError(f"best of {self.best_of} is not a match format")
        object.__setattr__(self, "sets", tuple(self.sets))
        home_sets = away_sets = 0
        for number, score in enumerate(self.sets, start=1):
            if max(home_sets, away_sets) == self.sets_to_win:
                raise ScoreError(f"set {number} ({score}) played after the match was decided")
            check_set(score, deciding=number == self.best_of)
            if score.winner == "home":
                home_sets += 1
            else:
                away_sets += 1
        if max(home_sets, away_sets) != self.sets_to_win:
            raise ScoreError(f"{self.home} v {self.away} is not finished: {home_sets}-{away_sets}")

    @classmethod
    def parse(cls, home, away, text, best_of=5, played_on=None):
        """Build a match from set scores written ``25-20 23-25 25-18 25-22``."""
        sets = [SetScore.parse(part) for part in text.replace(",", " ").split()]
        return cls(home, away, tuple(sets), best_of=best_of, played_on=played_on)

    @classmethod
    def forfeit(cls, home, away, forfeited_by, best_of=5, played_on=None):
        """A match one side failed to play, awarded to the other 25-0 in each set."""
        if forfeited_by not in (home, away):
            raise ScoreError(f"{forfeited_by} is not in {home} v {away}")
        score = FORFEIT_SET if forfeited_by == away else FORFEIT_SET.swapped()
        sets = (score,) * (best_of // 2 + 1)
        return cls(home, away, sets, best_of=best_of, forfeited_by=forfeited_by, played_on=played_on)

    @property
    def sets_to_win(self):
        return self.best_of // 2 + 1

    @property
    def set_count(self):
        home = sum(1 for s in self.sets if s.winner == "home")
        return home, len(self.sets) - home

    @property
    def went_the_distance(self):
        """True when the deciding set was played."""
        return len(self.sets) == self.best_of

    @property
    def winner(self):
        home, away = self.set_count
        return self.home if home > away else self.away

    @property
    def loser(self):
        return self.away if self.winner == self.home else self.home

    def result_for(self, team):
        home_sets, away_sets = self.set_count
        home_points = sum(s.home for s in self.sets)
        away_points = sum(s.away for s in self.sets)
        forfeited = self.forfeited_by == team
        if team == self.home:
            return TeamResult(team, self.away, home_sets, away_sets, home_points, away_points, forfeited)
        if team == self.away:
            return TeamResult(team, self.home, away_sets, home_sets, away_points, home_points, forfeited)
        raise KeyError(f"{team} did not play in {self.home} v {self.away}")

    def __str__(self):
        home_sets, away_sets = self.set_count
        scores = " ".join(str(s) for s in self.sets)
        return f"{self.home} {home_sets}-{away_sets} {self.away} ({scores})"
