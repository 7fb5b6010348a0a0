from datetime import date

from apiary.inspections import Inspection, Temper, latest, next_due, swarm_risk, warnings


def test_weekly_in_swarm_season():
    assert next_due(Inspection("A", date(2025, 5, 10), 8)) == date(2025, 5, 17)
    assert next_due(Inspection("A", date(2025, 7, 31), 8)) == date(2025, 8, 7)


def test_fortnightly_out_of_season():
    assert next_due(Inspection("A", date(2025, 8, 2), 8)) == date(2025, 8, 16)
    assert next_due(Inspection("A", date(2025, 3, 30), 5)) == date(2025, 4, 13)


def test_latest(inspections):
    assert latest(inspections, "Acacia").on == date(2025, 5, 10)
    assert latest(inspections, "Damson") is None


def test_swarm_risk():
    sealed = Inspection("A", date(2025, 5, 1), 5, sealed_queen_cells=True)
    assert swarm_risk(sealed, 11) == "high"
    assert swarm_risk(Inspection("A", date(2025, 5, 1), 10, queen_cells=1), 11) == "high"
    assert swarm_risk(Inspection("A", date(2025, 5, 1), 6, queen_cells=1), 11) == "medium"
    assert swarm_risk(Inspection("A", date(2025, 5, 1), 10), 11) == "medium"
    assert swarm_risk(Inspection("A", date(2025, 9, 1), 10), 11) == "low"


def test_warnings():
    insp = Inspection("A", date(2025, 5, 1), 10, queen_cells=3, stores_frames=0.5, temper=Temper.DEFENSIVE)
    assert warnings(insp, 11) == [
        "no queen or eggs seen: check for a queen next visit",
        "swarm risk high",
        "short of stores: feed",
        "defensive: suits only experienced members",
    ]
    assert warnings(Inspection("A", date(2025, 5, 1), 4, eggs_seen=True, stores_frames=2), 11) == []
