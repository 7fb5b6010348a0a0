"""A conversion factor defined as a number other than the ratio its name says (`GRAMS_PER_TROY_OUNCE = 28.349523125`,
an ordinary ounce's grams): flagged in an added line, read before the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline import slips
from diagbot.offline.factor_values import misvalued, misvalued_lines
from diagbot.offline.slips import FACTOR_VALUE, slipped_lines


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            "    public static final double GRAMS_PER_TROY_OUNCE = 28.349523125;",
            "`GRAMS_PER_TROY_OUNCE` is 28.349523125, where the units its name says make 31.1035",
        ),
        ("pub const CUBIC_METRES_PER_ML: f64 = 1_000_000.0;", "`CUBIC_METRES_PER_ML` is 1_000_000.0"),  # 1e-06
        ("SECONDS_PER_DAY = 60 * 60 * 12", "`SECONDS_PER_DAY` is 60 * 60 * 12, where the units its name says make 864"),
        ("const MS_PER_DAY = (24 * 60 * 60) * 100;", "`MS_PER_DAY`"),  # a bracketed product
        ("HOURS_IN_DAY = 12", "`HOURS_IN_DAY` is 12"),  # `in` says the ratio as `per` does
        ("constexpr double kMinutesPerHour = 100.0;", "`kMinutesPerHour` is 100.0"),  # C++'s `k` prefix
        ("cmPerInch := 25.4", "`cmPerInch` is 25.4, where the units its name says make 2.54"),  # Go's `:=`
        ("SQUARE_FEET_PER_SQUARE_METRE = 1.7639", "`SQUARE_FEET_PER_SQUARE_METRE`"),  # areas: 10.7639
        ("    MINUTES_PER_HOUR: int = 30", "`MINUTES_PER_HOUR` is 30"),  # a Python annotation
    ],
)  # fmt: skip
def test_a_factor_defined_as_another_ratio_than_its_name_says_is_flagged(line: str, said: str) -> None:
    assert (misvalued(line) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "GRAMS_PER_TROY_OUNCE = 31.1034768",  # the ratio
        "const gramsPerOunce = 28.349523125",  # an ordinary ounce
        "LBS_PER_KG = 2.2",  # within a hundredth of 2.2046: a rounding
        "const MS_PER_DAY = 24 * 60 * 60 * 1000;",
        "LITRES_PER_CUBIC_METRE = 1000",
        "SQUARE_FEET_PER_SQUARE_METRE = 10.7639",
        "public const MAX_MINUTES_PER_PITCH_PER_DAY = 120;",  # a budget, not a conversion: more than units
        "BENCH_MINUTES_PER_DAY = 7 * 60",
        "constexpr double kLitresPerGallon = 3.785411784;",  # a gallon's size is not one (US, imperial): unread
        "usPerYear = 52 * usPerWeek",  # a name in the value: not a number written on the line
        "KB_PER_MB = 1000",  # data sizes: 1000 or 1024, unread
        "METRES_PER_KG = 3",  # units of two kinds: no ratio
        "if (SECONDS_PER_DAY == 43200) {",  # a comparison, not a definition
        'label = "SECONDS_PER_DAY = 12"',  # a string
        "DAYS_PER_WEEK = 7 if weekly else 5",  # not a number alone
    ],
)
def test_a_factor_of_its_ratio_or_of_no_known_units_is_not_flagged(line: str) -> None:
    assert misvalued(line) is None


def test_only_added_source_lines_are_flagged_as_a_slip_of_their_own_kind() -> None:
    patch = "@@ -1,2 +1,2 @@\n # bullion\n-GRAMS_PER_TROY_OUNCE = 31.1034768\n+GRAMS_PER_TROY_OUNCE = 28.349523125\n"
    files = tuple(
        FileChange(p, "modified", added=1, deleted=1, patch=patch) for p in ("bullion/units.py", "tests/t.py")
    )
    assert dict(misvalued_lines(ChangeSet(files, "main"))) == {("bullion/units.py", 2): 2}
    assert slipped_lines(ChangeSet(files, "main")) == {("bullion/units.py", 2): (2, FACTOR_VALUE)}


UNITS = '"""The bullion trade\'s weights."""\n'
PRICES = (
    "from bullion.units import troy_ounces\n"
    "\n"
    "\n"
    "def price_of(grams, spot_per_ounce):\n"
    "    return round(troy_ounces(grams) * spot_per_ounce, 2)\n"
)
PRICED = (  # before the branch: grams priced by the ounce's weight written out
    "def price_of(grams, spot_per_ounce):\n    return round(grams * spot_per_ounce / 31.1034768, 2)\n"
)
TEST = (
    "from bullion.prices import price_of\n"
    "\n"
    "\n"
    "def test_a_kilo_bar_is_priced_by_the_spot_price():\n"
    "    assert price_of(1000, 2000) == 64301.5\n"
)
BASE = {"bullion/__init__.py": "", "bullion/units.py": UNITS, "bullion/prices.py": PRICED, "tests/test_prices.py": TEST}


def _branch(factor: str) -> dict[str, str]:
    units = UNITS + (
        "\n\ndef troy_ounces(grams):\n"
        "    return grams / GRAMS_PER_TROY_OUNCE\n"
        "\n\n# grams in one troy ounce, the unit precious metals are quoted in\n"
        f"GRAMS_PER_TROY_OUNCE = {factor}\n"
    )
    return {"bullion/units.py": units, "bullion/prices.py": PRICES}


def test_the_misvalued_factor_is_cited_before_the_code_the_failing_call_reaches(explain_branch, failing_pytest_log):
    branch = _branch("28.349523125")
    log = failing_pytest_log({**BASE, **branch})  # the branch's state, run with pytest: 70547.96 != 64301.5
    d = explain_branch(BASE, branch, log, "bullion: price a weight by the spot price")
    assert (d.locations[0].path, d.locations[0].line) == ("bullion/units.py", 9), d.conclusion
    assert "conversion factor" in d.conclusion.split("### Evid")[0]


def test_without_the_rule_the_code_the_failing_call_reaches_is_cited_first(
    explain_branch, failing_pytest_log, monkeypatch
) -> None:
    branch = _branch("28.349523125")
    log = failing_pytest_log({**BASE, **branch})
    slips.slipped_lines.cache_clear()
    monkeypatch.setattr(slips, "misvalued_lines", lambda changes: {})
    d = explain_branch(BASE, branch, log, "bullion: price a weight by the spot price")
    slips.slipped_lines.cache_clear()
    assert (d.locations[0].path, d.locations[0].line) != ("bullion/units.py", 9), (
        d.conclusion
    )  # the test above needs the rule
