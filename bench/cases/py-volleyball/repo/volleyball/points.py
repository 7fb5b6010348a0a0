"""League points for a match result."""

from dataclasses import dataclass


@dataclass(frozen=True)
class PointsScheme:
    """Points for each kind of result.

    A straight result is one decided before the deciding set (3-0 or 3-1 in a
    best of five, 2-0 in a best of three); a tie-break result went to the
    deciding set.
    """

    straight_win: int = 3
    tiebreak_win: int = 2
    tiebreak_loss: int = 1
    straight_loss: int = 0
    forfeit: int = 0

    def points(self, result, best_of=5):
        if result.forfeited:
            return self.forfeit
        went_the_distance = result.sets_for + result.sets_against == best_of
        if result.won:
            return self.tiebreak_win if went_the_distance else self.straight_win
        return self.tiebreak_loss if went_the_distance else self.straight_loss


#: The FIVB scheme used in most national leagues.
FIVB = PointsScheme()

#: Two points for any win, none for a loss, as many school leagues play.
WIN_LOSS = PointsScheme(straight_win=2, tiebreak_win=2, tiebreak_loss=0, straight_loss=0)

#: Leagues that dock a point from a side that fails to turn up.
FIVB_FORFEIT_PENALTY = PointsScheme(forfeit=-1)

SCHEMES = {
    "fivb": FIVB,
    "win-loss": WIN_LOSS,
    "fivb-forfeit-penalty": FIVB_FORFEIT_PENALTY,
}


def scheme_named(name):
    try:
        return SCHEMES[name.strip().lower()]
    except KeyError:
        raise KeyError(f"unknown points scheme {name!r}; known: {', '.join(sorted(SCHEMES))}") from None
