"""A constant read other than the sibling whose value the comment over the line gives (`calibrated at 20 °C` over
`US_C`, where `STANDARD_C = 20.0`): that line is the slip (described.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.described import described_lines, unnamed_lines
from diagbot.offline.slips import DESCRIBED, UNNAMED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

RS = (
    "@@ -3,6 +3,9 @@\n"
    "-pub const CALIBRATION_C: f64 = 20.0;\n"
    "+/// Calibration temperature of metric hydrometers.\n"
    "+pub const STANDARD_C: f64 = 20.0;\n"
    "+/// Calibration temperature of hydrometers marked 60 °F.\n"
    "+pub const US_C: f64 = 15.56;\n"
    " \n"
    " pub fn points(sg: f64) -> f64 {\n"
    "@@ -50,3 +53,16 @@\n"
    "+impl Default for Hydrometer {\n"
    "+    /// A metric hydrometer, calibrated at 20 °C.\n"
    "+    fn default() -> Self {\n"
    "+        Hydrometer { calibration_c: US_C }\n"
    "+    }\n"
    "+}\n"
    "+\n"
    "+impl Hydrometer {\n"
    "+    /// A hydrometer marked 60 °F.\n"
    "+    pub fn us() -> Self {\n"
    "+        Hydrometer::new(US_C)\n"
    "+    }\n"
    "+}\n"
)


def test_the_constant_the_comment_does_not_describe_is_the_slip() -> None:
    changes = one_file("src/gravity.rs", RS)
    assert dict(described_lines(changes)) == {("src/gravity.rs", 56): 2}
    assert slipped_lines(changes)[("src/gravity.rs", 56)] == (2, DESCRIBED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/gravity.rs", RS.replace("calibration_c: US_C", "calibration_c: STANDARD_C")),  # the one it describes
        ("src/gravity.rs", RS.replace("calibrated at 20 °C", "calibrated at 15.56 °C")),  # it gives the value read
        ("src/gravity.rs", RS.replace("calibrated at 20 °C", "calibrated in a lab")),  # it gives no value
        ("src/gravity.rs", RS.replace("STANDARD_C", "METRIC_REF")),  # 20.0 is no sibling's: `METRIC_REF`, `US_C`
        ("src/gravity.rs", RS.replace("20.0", "2.0").replace("at 20 °C", "at 2 °C")),  # a value said in passing
        ("src/gravity.rs", RS.replace("at 20 °C.\n", "at 20 °C.\n+\n")),  # the comment stands apart
        ("tests/gravity.rs", RS),  # a test's own values
    ],
)
def test_a_described_constant_or_a_comment_naming_no_sibling_is_left_alone(path: str, patch: str) -> None:
    assert not described_lines(one_file(path, patch))


def test_a_docstring_under_the_head_describes_the_line_below_it() -> None:
    patch = (
        "@@ -1,2 +1,7 @@\n STANDARD_C = 20.0\n US_C = 15.56\n+\n+\n"
        "+def metric():\n"
        '+    """A metric hydrometer, calibrated at 20 °C."""\n'
        "+    return Hydrometer(US_C)\n"
    )
    assert dict(described_lines(one_file("brew/gravity.py", patch))) == {("brew/gravity.py", 7): 2}


BASE = {
    "brew/__init__.py": "",
    "brew/gravity.py": (
        "CALIBRATION_C = 20.0\n\n\ndef correct(reading, sample_c, calibration_c=CALIBRATION_C):\n"
        "    return reading + (sample_c - calibration_c) * 0.0002\n"
    ),
    "tests/__init__.py": "",
    "tests/test_gravity.py": (
        "from brew.gravity import metric\n\n\ndef test_metric():\n    assert metric().correct(1.1, 20.0) == 1.1\n"
    ),
}
CHANGED = {  # the one constant parted in two, the metric and the US hydrometer's
    "brew/gravity.py": (
        "STANDARD_C = 20.0\nUS_C = 15.56\n\n\ndef correct(reading, sample_c, calibration_c=STANDARD_C):\n"
        "    return reading + (sample_c - calibration_c) * 0.0002\n"
        "\n\nclass Hydrometer:\n    def __init__(self, calibration_c):\n        self.calibration_c = calibration_c\n\n"
        "    def correct(self, reading, sample_c):\n        return correct(reading, sample_c, self.calibration_c)\n"
        '\n\ndef metric():\n    """A metric hydrometer, calibrated at 20 °C."""\n    return Hydrometer(US_C)\n'
    ),
}


def test_the_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert 1.099 == 1.1", "pytest", "tests/test_gravity.py::test_metric", "tests/test_gravity.py", 5)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("brew/gravity.py", 19)
    assert "the line took its neighbour" in d.conclusion  # slip_where.WHERE[DESCRIBED]


GO = (
    '@@ -5,10 +5,14 @@ import "fmt"\n'
    " // BashoDays is the length of a top-division tournament.\n const BashoDays = 15\n \n"
    " func (r Record) Fought() int {\n \treturn r.Wins + r.Losses\n }\n \n"
    "-// KachiKoshi is a winning record: more wins than losses.\n"
    "+// KachiKoshi is a winning record: a majority of the basho's days won, with days\n"
    "+// missed counting against it.\n"
    " func (r Record) KachiKoshi() bool {\n"
    "-\treturn r.Wins > r.Losses\n"
    "+\treturn r.Wins > r.Fought()/2\n"
    " }\n"
)


def test_a_one_line_body_not_reading_the_constant_its_comment_names_is_a_likely_slip() -> None:
    changes = one_file("record.go", GO)
    assert dict(unnamed_lines(changes)) == {("record.go", 15): 1}
    assert slipped_lines(changes)[("record.go", 15)] == (1, UNNAMED)
    assert not described_lines(changes)  # it reads no constant the comment does not describe


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("r.Fought()/2", "BashoDays/2"),  # it reads the constant named
        ("r.Wins > r.Fought()/2", "r.Won"),  # a bare value: no comparison, no sum to be wrong
        ("\treturn r.Wins > r.Fought()/2\n", "\tn := r.Fought()\n+\treturn r.Wins > n/2\n"),  # no one-line body
        ("basho's days won", "bouts fought won"),  # the comment names no constant
    ],
)
def test_a_named_constant_read_or_a_longer_body_is_left_alone(old: str, new: str) -> None:
    assert not unnamed_lines(one_file("record.go", GO.replace(old, new)))
