"""A call carried into a new loop over a value's parts with the arguments the removed code handed it for the whole
value (`rateAt($type, $booking->start)` inside `foreach ($booking->slots() as $slot)`): every part gets the first
part's answer. Flagged as a slip and cited before what the line calls."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.carried import carried_lines
from diagbot.offline.slips import CARRIED, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

PHP = (
    "@@ -60,6 +60,10 @@ final class Tariff\n"
    "     public function bayHire(Booking $booking): Money\n"
    "     {\n"
    "-        $full = $this->hourlyRate($booking->type, $booking->start)->times($booking->minutes() / 60);\n"
    "+        $total = Money::zero();\n"
    "+        foreach ($booking->slots() as $slot) {\n"
    "+            $price = $this->rateAt($booking->type, $booking->start)->times(0.5);\n"
    "+            $total = $total->add($price->subtract($this->discount($price, $slot)));\n"
    "+        }\n"
    "-        return $full;\n"
    "+        return $total;\n"
    "     }\n"
)


def test_the_loops_line_handing_the_whole_values_arguments_is_the_slip() -> None:
    changes = one_file("src/Tariff.php", PHP)
    assert dict(carried_lines(changes)) == {("src/Tariff.php", 64): 2}
    assert slipped_lines(changes)[("src/Tariff.php", 64)] == (2, CARRIED)


@pytest.mark.parametrize(
    "patch",
    [
        PHP.replace("$booking->type, $booking->start)->times", "$booking->type, $slot)->times"),  # reads the part
        PHP.replace("$this->discount($price, $slot)", "$this->discount($price)"),  # no line reads the part: a repeat
        PHP.replace("foreach ($booking->slots() as $slot)", "foreach ($this->slots() as $slot)"),  # its own parts
        PHP.replace("-        $full = $this->hourlyRate($booking->type, $booking->start)", "-        $full = 0"),
        PHP.split("+            $total =")[0] + "@@ -90,1 +94,1 @@\n }\n",  # the loop's body is not seen whole
    ],
)
def test_a_loop_reading_its_part_or_not_carrying_the_removed_call_is_left_alone(patch: str) -> None:
    assert not carried_lines(one_file("src/Tariff.php", patch))


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        (
            "shop/hire.py",
            "@@ -1,3 +1,5 @@\n def hire(booking):\n-    return rate(booking.kind, booking.start) * booking.hours\n"
            "+    total = 0\n+    for hour in booking.hours_list():\n"
            "+        total += rate(booking.kind, booking.start)\n"
            "+        total += surcharge(hour)\n+    return total\n",
        ),
        (
            "src/hire.js",
            "@@ -1,3 +1,5 @@\n function hire(booking) {\n-  return rate(booking.kind, booking.start) * booking.hours;\n"
            "+  let total = 0;\n+  for (const hour of booking.hoursList()) {\n"
            "+    total += rate(booking.kind, booking.start);\n"
            "+    total += surcharge(hour);\n+  }\n+  return total;\n }\n",
        ),
        (
            "hire/hire.go",
            "@@ -1,3 +1,5 @@\n func Hire(b Booking) int {\n-\treturn rate(b.Kind, b.Start) * b.Hours\n"
            "+\ttotal := 0\n+\tfor _, hour := range b.HoursList() {\n+\t\ttotal += rate(b.Kind, b.Start)\n"
            "+\t\ttotal += surcharge(hour)\n+\t}\n+\treturn total\n }\n",
        ),
    ],
)
def test_other_languages_loops(path: str, patch: str) -> None:
    assert set(carried_lines(one_file(path, patch))) == {(path, 4)}


BASE = {
    "range/__init__.py": "",
    "range/tariff.py": (
        "from dataclasses import dataclass\n\n\n@dataclass\nclass Booking:\n    start: int\n    hours: int\n\n"
        "    def slots(self):\n        return range(self.start, self.start + self.hours)\n\n\n"
        "def rate_at(hour):\n    return 12 if hour >= 17 else 10\n\n\n"
        "def hire(booking):\n    return rate_at(booking.start) * booking.hours\n"
    ),
    "tests/__init__.py": "",
    "tests/test_tariff.py": (
        "from range.tariff import Booking, hire\n\n\ndef test_hire():\n    assert hire(Booking(10, 2)) == 20\n\n\n"
        "def test_into_peak():\n    assert hire(Booking(16, 2)) == 22\n"
    ),
}
CHANGED = {
    "range/tariff.py": BASE["range/tariff.py"].replace(
        "    return rate_at(booking.start) * booking.hours\n",
        "    total, hours = 0, []\n    for hour in booking.slots():\n        total += rate_at(booking.start)\n"
        "        hours.append(hour)\n    return total\n",
    ),
}


def test_the_carried_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert 20 == 22", "pytest", "tests/test_tariff.py::test_into_peak", "tests/test_tariff.py", 9)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("range/tariff.py", 20)
    assert "never reads the part" in d.conclusion  # slips.WHERE[CARRIED]
