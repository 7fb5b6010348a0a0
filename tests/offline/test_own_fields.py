"""A line copied from its twin above that kept the twin's field, not its own name's (own_fields.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.own_fields import own_field_lines
from diagbot.offline.slip_words import OWN_FIELD
from diagbot.offline.slips import slipped_lines
from tests.offline.patches import one_file

BLEND = (
    "@@ -1,9 +1,12 @@\n"
    " type Blend struct {\n"
    " \tKg       float64\n"
    " \tProtein  float64\n"
    "+\tMoisture float64\n"
    " }\n"
    " func MakeBlend(parts []Part) Blend {\n"
    "-\tvar kg, protein float64\n"
    "+\tvar kg, protein, moisture float64\n"
    " \tfor _, p := range parts {\n"
    " \t\tkg += p.Kg\n"
    " \t\tprotein += p.Kg * p.Lot.Protein\n"
    "+\t\tmoisture += p.Kg * p.Lot.Protein\n"
    " \t}\n"
)


def test_the_twin_reading_its_twins_field_is_the_slip() -> None:
    changes = one_file("mill/blend.go", BLEND)
    assert dict(own_field_lines(changes)) == {("mill/blend.go", 11): 2}
    assert slipped_lines(changes)[("mill/blend.go", 11)] == (2, OWN_FIELD)


def test_php_fields_and_a_twin_unlike_in_one_argument_are_read_too() -> None:
    patch = (
        "@@ -1,4 +1,4 @@\n"
        "             $ballsFaced += self::chargedBalls($r->ballsFaced, $r->allOutFor, $r->quota);\n"
        "             $runsAgainst += $r->runsAgainst;\n"
        "-            $ballsBowled += $r->ballsBowled;\n"
        "+            $ballsBowled += self::chargedBalls($r->ballsFaced, $r->allOutAgainst, $r->quota);\n"
    )
    assert dict(own_field_lines(one_file("src/RunRate.php", patch))) == {("src/RunRate.php", 3): 2}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("moisture += p.Kg * p.Lot.Protein", "moisture += p.Kg * p.Lot.Moisture"),  # turned over
        ("+\tMoisture float64\n", ""),  # no field of its name in view: nothing it could have read
        ("protein += p.Kg * p.Lot.Protein", "protein += p.Kg * p.Lot.Quality"),  # the twin reads no field of its own
        ("moisture += p.Kg * p.Lot.Protein", "moisture = p.Kg / p.Lot.Protein"),  # another operator: no copy
        ("moisture += p.Kg * p.Lot.Protein", "moisture += lab.Estimate(p.Lot.Protein, p.Kg, season)"),  # unlike
    ],
)
def test_a_line_turned_over_or_unlike_its_twin_is_no_slip(old: str, new: str) -> None:
    assert not own_field_lines(one_file("mill/blend.go", BLEND.replace(old, new)))


def test_a_field_named_with_more_words_is_still_the_names_own() -> None:
    patch = (
        "@@ -1,3 +1,3 @@\n"
        " export function segments(depthM: number, s: PlanSettings): Segment[] {\n"
        "   const descent = round(depthM / s.descentRate, 1);\n"
        "-  const ascent = round(depthM / s.ascentRate, 1);\n"
        "+  const ascent = round((depthM - s.stopDepth) / s.descentRate, 1);\n"
        "   const finalAscent = round(s.stopDepth / s.ascentRate, 1);\n"
    )
    assert dict(own_field_lines(one_file("src/plan.ts", patch))) == {("src/plan.ts", 3): 2}
    short = patch.replace("descent", "d").replace("ascent", "a")  # one-letter names: no evidence in them
    assert not own_field_lines(one_file("src/plan.ts", short))
