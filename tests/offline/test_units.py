"""A value in one unit handed to a conversion from another (`picas_to_units(measure.points(), …)`): flagged in an
added line, read before the calls are followed, and cited."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.logs.types import Failure
from diagbot.offline.slips import UNIT, slipped_lines
from diagbot.offline.units import handed, mixed, mixed_lines, unit
from tests.offline.test_follow import _diagnose


def test_a_unit_is_read_from_a_word_of_a_name_in_one_spelling():
    assert [unit(w) for w in ("Picas", "mm", "Feet", "ft", "seconds", "metres", "m", "in", "size")] == [
        "pica",
        "mm",
        "feet",
        "feet",
        "second",
        "metre",
        None,
        None,
        None,
    ]


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("let measure = units::picas_to_units(measure.points(), fount.size_pt());", "`measure.points()` (point)"),
        ("const length = inchesToMm(scaleMm);", "`scaleMm` (mm)"),
        ("t = from_seconds(timeout_ms)", "`timeout_ms` (ms)"),
        ("let margin = RideTime::from_hundredths(SPEED_FAULT_MARGIN_SECS);", "`SPEED_FAULT_MARGIN_SECS` (second)"),
    ],
)
def test_a_conversion_handed_a_value_in_another_unit_of_its_kind_is_mixed(line, said):
    assert (mixed(line) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "x = picas_to_units(measure_picas, size)",  # the unit it converts from
        "w = feet_to_metres(height_ft)",  # another spelling of it
        "d = toMillis(minutes)",  # the name says only what it converts to
        "g = kg_to_pounds(distance_km)",  # another kind of unit: no mix-up of two lengths
        "y = convert_to_json(points)",  # no unit converted from
        'log("picas_to_units(points)")',  # a string, not a call
    ],
)
def test_what_is_no_unit_mixed(line):
    assert mixed(line) is None


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("const cruiseM = plan.cruiseAltitudeFt * FEET_PER_METRE;", "`plan.cruiseAltitudeFt` (feet) times"),
        ("x = seconds / MS_PER_SECOND", "`seconds` (second) over `MS_PER_SECOND`"),
        ("t = SECONDS_PER_HOUR * total_seconds", "`total_seconds` (second) times `SECONDS_PER_HOUR`"),
        ("const inches = lengthCm / MM_PER_INCH;", "`lengthCm` (cm) over `MM_PER_INCH`"),  # neither of its units
        ("y = hours * secondsPerMinute", "`hours` (hour) times `secondsPerMinute`"),
    ],
)
def test_a_value_scaled_by_a_factor_the_wrong_way_round_is_mixed(line, said):
    assert (mixed(line) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "return metres * FEET_PER_METRE;",  # metres times feet per metre: feet
        "x = ms / MS_PER_SECOND",  # ms over ms per second: seconds
        "t = SECONDS_PER_HOUR * hours",
        "y = hours * secondsPerMinute * 60",  # neither of the factor's units, but converted on: seconds
        "d = distanceM * METRES_PER_KM",  # `M` says no unit outright
        "r = widthFt * PIXELS_PER_POINT",  # another kind of unit than the factor's
        "return pricePerOunce / GRAMS_PER_TROY_OUNCE;",  # a rate is no amount of ounces: per gram, right
    ],
)
def test_a_value_scaled_the_right_way_or_unsaid_is_not_mixed(line):
    assert mixed(line) is None


def test_only_source_files_are_flagged_as_a_slip_of_their_own_kind():
    patch = "@@ -1,2 +1,2 @@\n fn width(m: Measure) -> u32 {\n-    picas_to_units(m.picas())\n"
    patch += "+    picas_to_units(m.points())\n"
    files = tuple(FileChange(p, "modified", added=1, deleted=1, patch=patch) for p in ("src/lib.rs", "tests/t.rs"))
    assert slipped_lines(ChangeSet(files, "main")) == {("src/lib.rs", 2): (2, UNIT)}


def test_the_mixed_call_is_cited_before_a_change_the_failing_call_reaches(make_repo, git):
    files = {
        "loft/__init__.py": "",
        "loft/units.py": (
            "def inches_to_mm(inches):\n    return inches * 25.4\n\n\ndef mm_to_inches(mm):\n    return mm / 25.4\n"
        ),
        "loft/strings.py": (
            "from loft.units import inches_to_mm\n\n\ndef length_mm(scale_inches):\n"
            "    return round(inches_to_mm(scale_inches), 1)\n"
        ),
        "tests/test_strings.py": (
            "from loft.strings import length_mm\n\n\ndef test_a_25_inch_scale():\n    assert length_mm(25.5) == 647.7\n"
        ),
    }
    strings = (
        "from loft.units import inches_to_mm\n\n\ndef length_mm(scale_mm):\n"
        "    return round(inches_to_mm(scale_mm), 1)\n"
    )
    units = files["loft/units.py"] + "\n\ndef mm_to_cm(mm):\n    return mm / 10\n"  # a change the call reaches
    failure = Failure(
        "AssertionError: assert 16451.6 == 647.7", "pytest", "tests/test_strings.py::test_a_25_inch_scale",
        "tests/test_strings.py", 5,
    )  # fmt: skip
    d = _diagnose(make_repo, git, files, {"loft/strings.py": strings, "loft/units.py": units}, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("loft/strings.py", 5), d.conclusion
    assert (
        "hands a value named in one unit to a conversion or a parameter named for" in d.conclusion.split("### Evid")[0]
    )


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("ns := int64(ms%msPerSecond) * int64(time.Microsecond)", "`int64(ms%msPerSecond)` (ms) made"),
        ("wait := time.Duration(timeoutSec) * time.Millisecond", "`time.Duration(timeoutSec)` (second) made"),
        ("Duration idle = Duration.ofMillis(idleSeconds);", "`idleSeconds` (second) to `ofMillis` (ms)"),
    ],
)
def test_a_value_made_a_duration_of_another_unit_is_mixed(line, said):
    assert (mixed(line) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "wait := time.Duration(timeoutMs) * time.Millisecond",
        "ttl := time.Duration(days) * 24 * time.Hour",  # converted on the way
        "ttl := time.Duration(days * 24) * time.Hour",
        "backoff := time.Duration(attempt) * time.Second",  # no unit said
        "return timedelta(days=week_offset)",  # a keyword's unit is not read: offsets in days go by weeks' names
    ],
)
def test_a_duration_made_by_its_own_unit_or_converted_on_the_way_is_not_mixed(line):
    assert mixed(line) is None


HEADS = [
    "    public static function minutes(Product $product, float $thicknessCm): int",
    "def wait(timeout_seconds, retries):",
    "func (it Itinerary) BerthFees(lengthM float64) int64 {",
]


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("$brine = Brine::minutes($batch->product, $batch->thicknessMm);", "`$batch->thicknessMm` (mm) to `float"),
        ("wait(cfg.timeout_ms(), 3)", "`cfg.timeout_ms()` (ms) to `timeout_seconds` (second) of `wait`"),
        ("q.Berthing = it.BerthFees(y.LengthFt)", "`y.LengthFt` (feet) to `lengthM float64` (metre)"),  # one letter
    ],
)
def test_a_value_handed_as_it_is_to_a_parameter_named_in_another_unit_is_mixed(line, said):
    assert (handed(line, HEADS) or "").startswith(said)


@pytest.mark.parametrize(
    "line",
    [
        "$tub = Brine::minutes($batch->product, $batch->thicknessMm / 10);",  # converted on the way
        "wait(timeout_seconds, 3)",
        "wait(self.delay, 3)",  # no unit said
        "other(self.timeout_ms, 3)",  # a function whose head the diff does not show
        "q.Berthing = it.BerthFees(y.BeamFt)",  # another value than the parameter's: its `M` says nothing
        "q.Berthing = it.BerthFees(y.LengthMinutes)",  # `m` of a length is metres, not minutes
    ],
)
def test_a_value_handed_in_the_parameters_unit_or_converted_is_not_mixed(line):
    assert handed(line, HEADS) is None


def test_a_call_handing_a_parameter_another_unit_is_flagged_where_the_diff_shows_the_head():
    brine = "@@ -40,3 +40,3 @@\n     /** Minutes in brine. */\n     public static function minutes(Product $product,"
    brine += " float $thicknessCm): int\n     {\n"
    plan = "@@ -20,1 +20,1 @@\n-        $m = Brine::minutes($b->product, $b->thicknessCm);\n"
    plan += "+        $m = Brine::minutes($b->product, $b->thicknessMm);\n"
    files = (
        FileChange("src/Brine.php", "modified", added=0, deleted=0, patch=brine),
        FileChange("src/Schedule.php", "modified", added=1, deleted=1, patch=plan),
    )
    assert dict(mixed_lines(ChangeSet(files, "main"))) == {("src/Schedule.php", 20): 2}
