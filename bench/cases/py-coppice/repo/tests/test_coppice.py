import pytest

from coppice.coupe import Coupe
from coppice.inventory import parse_register
from coppice.plan import cutting_plan
from coppice.report import due_list, plan_summary
from coppice.rotation import due_coupes, is_due, overdue_years
from coppice.species import species
from coppice.yields import cords, cordwood_m3, standing_volume

REGISTER = """code,area_ha,species,last_cut
A1,0.8,hazel,2017
A2,0.6,hazel,2019
B1,1.2,sweet chestnut,2009
C1,0.5,ash,2001
C2,0.4,alder,2012
"""


@pytest.fixture
def wood():
    return parse_register(REGISTER)


def test_parse_register(wood):
    assert [c.code for c in wood] == ["A1", "A2", "B1", "C1", "C2"]
    assert wood[2].species.rotation_years == 15


def test_duplicate_codes_rejected():
    with pytest.raises(ValueError, match="duplicate coupe codes: A1"):
        parse_register(REGISTER + "A1,0.3,willow,2020\n")


def test_unknown_species():
    with pytest.raises(ValueError, match="unknown coppice species"):
        species("oak")


def test_due_coupes_most_overdue_first(wood):
    due = due_coupes(wood, 2026)
    assert [c.code for c in due] == ["C1", "A1", "B1", "A2"]
    assert is_due(wood[0], 2024) and not is_due(wood[1], 2025)
    assert overdue_years(wood[3], 2026) == 5


def test_volumes(wood):
    assert standing_volume(wood[0], 2026) == 36.0
    assert cordwood_m3(wood[0], 2026) == 20.2
    assert cords(20.2) == 5.6


def test_age_before_last_cut(wood):
    with pytest.raises(ValueError):
        wood[0].age(2010)


def test_cutting_plan(wood):
    plan = cutting_plan(wood, 2026, 3)
    assert [[c.code for c in w.coupes] for w in plan] == [["C1", "A1"], ["B1"], ["A2", "C2"]]
    assert [w.area_ha for w in plan] == [1.3, 1.2, 1.0]
    assert [cords(w.cordwood_m3) for w in plan] == [32.1, 63.5, 19.0]


def test_reports(wood):
    assert due_list(wood, 2020) == "No coupes due in 2020."
    text = due_list(wood, 2026)
    assert text.splitlines()[0] == "Due in 2026: 4 coupe(s), most overdue C1"
    assert "C1   ash             0.50 ha (5 years overdue)" in text
    summary = plan_summary(cutting_plan(wood, 2026, 2))
    assert summary.splitlines()[0].startswith("2026/27  C1")
