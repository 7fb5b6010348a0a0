"""A value converted between two units its names say by a number other than their ratio (`area_mm2 / 1000` for
square metres): flagged in an added line, read before the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.factors import misconverted, misconverted_lines
from diagbot.offline.slips import FACTOR, slipped_lines


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            "    section_m2 = area_mm2(bar) / 1000",
            "`area_mm2` over 1000, where one of its unit is 1e-06 of",
        ),
        ("return cls.from_seconds(seconds + source.microsecond / 1000.0)", "`source.microsecond` over 1000.0"),
        ("if ($upToKg === null || $grams <= $upToKg * 100) {", "`$upToKg` times 100"),  # compared, not assigned
        ("const timeoutMs = 60 * timeoutSeconds;", "`timeoutSeconds` times 60"),  # the number first
        ("let weight_kg = total_grams / 100;", "`total_grams` over 100"),
    ],
)
def test_a_conversion_by_a_number_other_than_the_units_ratio_is_flagged(line: str, said: str) -> None:
    assert (misconverted(line) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "const laneMetres = route.lengthKm * 1000;",  # the ratio
        "double knotsPerMetre = (double) log.knots() / (log.lengthCm() / 100);",  # a rate is no unit: centimetres
        # over 100 are metres
        "usPerMinute = 60 * usPerSecond",  # rates: a unit per another
        "const halfHours = Math.ceil(minutesLate / 30);",  # 30 converts no unit to another
        "if (minutes > DAY / 2) throw new Error('too long')",
        "export const minutes = (n) => n * 60;",  # nothing names the unit converted from
        "total = hours * 60 + minutes + seconds",  # two other units of its kind: which one it is converted to is unsaid
        "distance_km = weight_kg * 1000",  # units of another kind: not a conversion
        'log("section_m2 = area_mm2 / 1000")',  # a string, not code
        "return days / 7 + milliseconds / 6048e5;",  # two terms, each converted to weeks on its own
        "const at = addMinutes(first, week * 7 * 24 * 60);",  # the ratio as its factors: 10,080 minutes a week
        "elapsed_hours = elapsed_seconds / 60 / 60",
    ],
)
def test_a_conversion_by_the_ratio_or_none_said_is_not_flagged(line: str) -> None:
    assert misconverted(line) is None


def test_a_chain_of_factors_short_of_the_ratio_is_flagged() -> None:
    assert misconverted("const at = addMinutes(first, week * 7 * 24);") is not None  # hours a week, not minutes
    assert misconverted("elapsed_hours = elapsed_seconds / 60") is not None


def test_only_added_source_lines_are_flagged_as_a_slip_of_their_own_kind() -> None:
    patch = "@@ -1,2 +1,2 @@\n def section(bar):\n-    section_m2 = area_mm2(bar) / 1_000_000\n"
    patch += "+    section_m2 = area_mm2(bar) / 1000\n"
    files = tuple(FileChange(p, "modified", added=1, deleted=1, patch=patch) for p in ("smithy/stock.py", "tests/t.py"))
    assert slipped_lines(ChangeSet(files, "main")) == {("smithy/stock.py", 2): (2, FACTOR)}


def test_a_conversion_the_removed_line_made_the_same_way_is_not_the_branchs_slip() -> None:
    said = "    minutes = Math.floor(({} - (hours * 60 * 60)) / 60),\n"  # seconds in, whatever the names say
    patch = "@@ -1,2 +1,3 @@\n-" + said.format("value") + "+" + said.format("total") + "+    sign = value < 0,\n"
    files = (FileChange("numeral.js", "modified", added=2, deleted=1, patch=patch),)
    assert misconverted(said.format("total")) is not None
    assert not misconverted_lines(ChangeSet(files, "main"))


STOCK = (
    "def area_mm2(bar):\n"
    "    return bar['width'] * bar['thick']\n"
    "\n"
    "\n"
    "def weight_kg(bar, length_m):\n"
    "    section_m2 = area_mm2(bar) / 1_000_000\n"
    "    return round(section_m2 * length_m * DENSITY, 2)\n"
    "\n"
    "\n"
    "DENSITY = 7850\n"
)
TEST = (
    "from smithy.stock import weight_kg\n"
    "\n"
    "\n"
    "def test_a_flat_bar_weighs_by_its_section():\n"
    "    assert weight_kg({'width': 40, 'thick': 10}, 2.0) == 6.28\n"
)


def test_the_misconverted_line_is_cited_before_a_change_the_failing_call_reaches(explain_branch, failing_pytest_log):
    branch = STOCK.replace("/ 1_000_000", "/ 1000").replace("round(section_m2", "round(1.0 * section_m2")
    files = {"smithy/__init__.py": "", "smithy/stock.py": branch, "tests/test_stock.py": TEST}
    log = failing_pytest_log(files)  # the branch's state, run with pytest: 6280.0 == 6.28
    d = explain_branch({**files, "smithy/stock.py": STOCK}, {"smithy/stock.py": branch}, log, "stock: a bar's weight")
    assert (d.locations[0].path, d.locations[0].line) == ("smithy/stock.py", 6), d.conclusion
    assert "by a number that is not its ratio to the unit" in d.conclusion.split("### Evid")[0]


@pytest.mark.parametrize(
    ("line", "flagged"),
    [
        ("    cloth.width - cloth.seam_mm / 100.0", True),  # tenths of a metre: no unit counts in them
        ("    wait = total_seconds / 100", False),  # hundredths of a second: a clock shows them
        ("    km = total_cm / 1000", True),
        ("    return elapsed_ms / 1000.0", False),  # seconds
        ("    inches = size_mm / 25.4", False),
        ("    weeks = days / 7", False),
        ("    share = used_minutes * 100 / 60", False),  # times, not over: a percentage
        ("    metres = width_cm / 100 + depth_cm", False),  # another name of its kind: which unit is said
        ("    return new MaterialLine(m, BigDecimal.valueOf(millimetres, 2));", True),  # Java's shift: mm / 100
        ("    return new MaterialLine(m, BigDecimal.valueOf(millimetres, 3));", False),  # metres
        ("    BigDecimal metres = millimetres.movePointLeft(2);", True),
        ("    return BigDecimal.valueOf(grams).movePointLeft(3);", False),  # kilograms
    ],
)
def test_a_value_divided_into_no_unit_of_its_kind_is_flagged(line: str, flagged: bool) -> None:
    assert (misconverted(line) is not None) is flagged
