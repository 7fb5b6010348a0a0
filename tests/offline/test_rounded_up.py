"""A count the comment over it says is rounded up, computed rounding or truncating instead (rounded_up.py)."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.rounded_up import rounded_over_lines, rounded_up_lines, truncated_nearest_lines
from diagbot.offline.slips import DROPPED, NEAREST, ROUNDED_UP, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose


def _page(*added: str) -> str:
    return f"@@ -1,0 +1,{len(added)} @@\n" + "".join(f"+{t}\n" for t in added)


@pytest.mark.parametrize(
    ("path", "lines"),
    [
        (
            "src/Quote.php",
            (
                "    /** Thousands of stitches charged per piece: every thousand started counts. */",
                "    public function thousands(): int",
                "    {",
                "        return (int) round($this->design->stitches / 1000);",
            ),
        ),
        (
            "hire/bill.py",
            (
                "def hours(minutes):",
                '    """Hours billed: per hour or part thereof."""',
                "    return minutes // 60",
            ),
        ),
        (
            "src/boxes.ts",
            (
                "// Boxes needed, rounded up to whole boxes.",
                "export const boxes = (n: number, per: number) => Math.floor(n / per);",
            ),
        ),
        (
            "lib/harbour/vessel.rb",
            (  # the phrase read across the comment's lines; Ruby's `.round` with no brackets
                "    # The length the dues are charged on: the length on the berth, taken up",
                "    # to the next half metre as the published tariff has it.",
                "    def charged_length",
                "      (length_on_berth * 2).round / 2.0",
            ),
        ),
    ],
)
def test_a_count_said_to_round_up_that_rounds_otherwise_is_the_slip(path: str, lines: tuple[str, ...]) -> None:
    changes = one_file(path, _page(*lines))
    line = len(lines)
    assert dict(rounded_up_lines(changes)) == {(path, line): 2}
    assert slipped_lines(changes)[(path, line)] == (2, ROUNDED_UP)


@pytest.mark.parametrize(
    "lines",
    [
        (
            "def hours(minutes):",
            '    """Hours billed: per hour or part thereof."""',
            "    return math.ceil(minutes / 60)",
        ),
        ("def hours(minutes):", '    """Hours billed: per hour or part thereof."""', "    return (minutes + 59) // 60"),
        ("def hours(minutes):", '    """Rounded up to the next hour."""', "    return -(-minutes // 60)"),
        ("def hours(minutes):", '    """Hours billed, to the nearest hour."""', "    return round(minutes / 60)"),
        ("def hours(minutes):", '    """Hours billed: per hour or part thereof."""', "    return minutes / 60"),
        ("  # taken up to the next half metre", "  def charged", "    (length * 2).ceil / 2.0"),  # Ruby's ceiling
        ("  # the length, up to the next berth", "  def charged", "    length.round(2)"),  # two places: no whole
    ],
)
def test_a_ceiling_or_a_comment_saying_no_rounding_up_is_no_slip(lines: tuple[str, ...]) -> None:
    assert not rounded_up_lines(one_file("hire/bill.py", _page(*lines)))


BASE = {
    "hire/bill.py": "import math\n\n\ndef charge(minutes):\n    return 12 * math.ceil(minutes / 60)\n",
    "tests/test_bill.py": "from hire.bill import charge\n\n\ndef test_charge():\n    assert charge(90) == 24\n",
}


def test_the_report_cites_the_count_rounded_the_other_way(make_repo, git) -> None:
    bill = (
        "from hire.rates import RATE\n\n\ndef hours(minutes):\n"
        '    """Hours billed: per hour or part thereof."""\n'
        "    return minutes // 60\n\n\n"
        "def charge(minutes):\n    return RATE * hours(minutes)\n"
    )
    failure = Failure(
        "AssertionError: assert 12 == 24", "pytest", "tests/test_bill.py::test_charge", "tests/test_bill.py", 5
    )
    changed = {"hire/bill.py": bill, "hire/rates.py": "RATE = 12  # pounds an hour\n"}
    d = _diagnose(make_repo, git, BASE, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("hire/bill.py", 6), d.conclusion
    assert "a part started counts in whole" in d.conclusion.split("### Evidence")[0]


@pytest.mark.parametrize(
    ("path", "lines"),
    [
        (
            "src/plan.rs",
            (
                "/// `seconds` to the nearest multiple of `step`.",
                "fn snap(seconds: f64, step: u32) -> u32 {",
                "    (seconds / step as f64) as u32 * step",
            ),
        ),
        (
            "src/fraction.rs",
            ("    // the whole part, rounded to the nearest eighth below", "    let whole = value.trunc() as u32;"),
        ),
        ("lib/pace.js", ("// Minutes per mile, rounded to whole minutes.", "const pace = Math.floor(total / miles);")),
    ],
)
def test_a_value_said_to_round_to_the_nearest_that_drops_its_fraction_is_the_slip(path, lines) -> None:
    changes = one_file(path, _page(*lines))
    assert dict(truncated_nearest_lines(changes)) == {(path, len(lines)): 2}
    assert slipped_lines(changes)[(path, len(lines))] == (2, NEAREST)


@pytest.mark.parametrize(
    "lines",
    [
        ("// Minutes per mile, rounded to whole minutes.", "const pace = Math.round(total / miles);"),
        ("// Minutes per mile, rounded to whole minutes.", "const pace = Math.floor(total / miles + 0.5);"),
        ("// Boxes, rounded up to whole boxes.", "const boxes = Math.floor(total / per);"),  # rounded_up's, not this
        ("// Minutes per mile.", "const pace = Math.floor(total / miles);"),  # no rounding said
    ],
)
def test_a_rounding_or_no_nearest_said_is_no_truncation(lines) -> None:
    assert not truncated_nearest_lines(one_file("lib/pace.js", _page(*lines)))


def test_the_report_cites_the_value_that_drops_its_fraction(make_repo, git) -> None:
    bill = (
        "from hire.rates import RATE\n\n\ndef hours(minutes):\n"
        '    """Hours billed, rounded to the nearest hour."""\n'
        "    return math.floor(minutes / 60)\n\n\n"
        "def charge(minutes):\n    return RATE * hours(minutes)\n"
    )
    base = {**BASE, "hire/bill.py": "import math\n\n\ndef charge(minutes):\n    return 12 * round(minutes / 60)\n"}
    failure = Failure(
        "AssertionError: assert 12 == 24", "pytest", "tests/test_bill.py::test_charge", "tests/test_bill.py", 5
    )
    changed = {"hire/bill.py": "import math\n" + bill, "hire/rates.py": "RATE = 12  # pounds an hour\n"}
    d = _diagnose(make_repo, git, base, changed, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("hire/bill.py", 7), d.conclusion
    assert "is rounded to the nearest" in d.conclusion.split("### Evidence")[0]


def test_a_value_returned_rounded_otherwise_under_a_function_comment_saying_rounded_up_is_the_slip() -> None:
    lines = (
        "    /**",
        "     * The student discount in pence: STUDENT_PERCENT of the food on the order,",
        "     * with part-pennies rounded up in the customer's favour.",
        "     */",
        "    public static function student(Order $order): int",
        "    {",
        "        $eligible = 0;",
        "        foreach ($order->lines() as $code => $qty) {",
        "            $eligible += $order->price($code) * $qty;",
        "        }",
        "        return (int) floor($eligible * self::STUDENT_PERCENT / 100);",
        "    }",
    )
    assert dict(rounded_up_lines(one_file("src/Discount.php", _page(*lines)))) == {("src/Discount.php", 11): 2}
    ceiling = tuple(t.replace("floor(", "ceil(") for t in lines)
    assert not rounded_up_lines(one_file("src/Discount.php", _page(*ceiling)))
    kept = tuple(t.replace("return (int) floor(", "$d = (int) floor(") for t in lines)  # no value returned: unsaid
    assert not rounded_up_lines(one_file("src/Discount.php", _page(*kept)))


@pytest.mark.parametrize(
    ("lines", "flagged"),
    [
        (("    /// The average age in whole years, fractions disregarded.", "    fn age(&self) -> u32 {",
          "        self.average_age().round() as u32"), True),
        (("    # Rounded down to whole boxes.", "    return math.ceil(total / per)"), True),
        (("    // Age in completed years.", "    return Math.round(days / 365.25);"), True),
        (("    /// The average age in whole years, fractions disregarded.", "    fn age(&self) -> u32 {",
          "        self.average_age().floor() as u32"), False),  # dropped, as said
        (("    # Rounded to the nearest box.", "    return round(total / per)"), False),  # nothing says dropped
    ],
)  # fmt: skip
def test_a_value_said_to_drop_its_fraction_that_rounds_it_is_the_slip(lines: tuple[str, ...], flagged: bool) -> None:
    changes = one_file("src/crew.rs", _page(*lines))
    assert bool(rounded_over_lines(changes)) is flagged
    if flagged:
        assert slipped_lines(changes)[("src/crew.rs", len(lines))] == (2, DROPPED)
