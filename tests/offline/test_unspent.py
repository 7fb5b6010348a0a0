"""A total the branch adds up in a loop and never reads, while the line after the loop reads the part of the loop's
last item the total adds up (`percentFor($priced->chargedKg)` where `$wholeKg` was meant): that line is the slip."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.slips import UNSPENT, slipped_lines
from diagbot.offline.unspent import unspent_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

PHP = (
    "@@ -40,13 +41,15 @@ final class Pricing\n"
    " \n"
    "         $lines = [];\n"
    "         $goods = Money::zero();\n"
    "+        $wholeKg = 0.0;\n"
    "         foreach ($order->lines() as $line) {\n"
    "             $priced = $this->priceLine($line);\n"
    "             $lines[] = $priced;\n"
    "             $goods = $goods->plus($priced->total());\n"
    "+            $wholeKg += $priced->chargedKg;\n"
    "         }\n"
    " \n"
    "-        $percent = $order->trade ? self::TRADE_DISCOUNT_PERCENT : 0.0;\n"
    "+        $percent = $order->trade ? $this->bands->percentFor($priced->chargedKg) : 0.0;\n"
    "         $discount = $goods->percent($percent);\n"
    "         $delivery = $this->deliveryCharge($order, $goods->minus($discount));\n"
    " \n"
)


def test_the_line_reading_the_last_items_part_after_the_loop_is_the_slip() -> None:
    changes = one_file("src/Pricing.php", PHP)
    assert dict(unspent_lines(changes)) == {("src/Pricing.php", 52): 2}
    assert slipped_lines(changes)[("src/Pricing.php", 52)] == (2, UNSPENT)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        ("src/Pricing.php", PHP.replace("percentFor($priced->chargedKg)", "percentFor($wholeKg)")),  # the total, read
        ("src/Pricing.php", PHP.replace("+        $wholeKg = 0.0;\n", "         $wholeKg = 0.0;\n")),  # kept: not new
        ("src/Pricing.php", PHP.replace("$wholeKg += $priced->chargedKg", "$wholeKg += $weight")),  # no item's part
        ("src/Pricing.php", PHP.replace("         $discount =", "+        $kg = $wholeKg;\n         $discount =")),
        ("tests/PricingTest.php", PHP),  # a test's own arithmetic
    ],
)
def test_a_total_read_kept_or_adding_no_items_part_is_left_alone(path: str, patch: str) -> None:
    assert not unspent_lines(one_file(path, patch))


def test_a_part_read_inside_the_loop_is_no_slip() -> None:
    inside = PHP.replace(
        "+            $wholeKg += $priced->chargedKg;\n",
        "+            $wholeKg += $priced->chargedKg;\n+            $this->log($priced->chargedKg);\n",
    )
    assert not unspent_lines(one_file("src/Pricing.php", inside.replace("percentFor($priced->chargedKg)", "none()")))


BASE = {
    "weights/__init__.py": "",
    "weights/order.py": (
        "def discount(lines, trade):\n    goods = 0\n    for line in lines:\n        goods += line.price\n"
        "    return goods * 5 // 100 if trade else 0\n\n\ndef band(kg):\n    return 10 if kg >= 10 else 5\n"
    ),
    "tests/__init__.py": "",
    "tests/test_order.py": (
        "from types import SimpleNamespace as Line\n\nfrom weights.order import discount\n\n\n"
        "def test_discount():\n    assert discount([Line(price=100, kg=1)], True) == 5\n"
    ),
}
CHANGED = {
    "weights/order.py": (
        "def discount(lines, trade):\n    goods = 0\n    whole_kg = 0\n    for line in lines:\n"
        "        goods += line.price\n        whole_kg += line.kg\n"
        "    return goods * band(line.kg) // 100 if trade else 0\n\n\n"
        "def band(kg):\n    return 10 if kg >= 10 else 5\n"
    ),
    "tests/test_order.py": (
        "from types import SimpleNamespace as Line\n\nfrom weights.order import discount\n\n\n"
        "def test_discount():\n    assert discount([Line(price=100, kg=1)], True) == 5\n\n\n"
        "def test_whole_weight():\n    assert discount([Line(price=100, kg=6), Line(price=100, kg=4)], True) == 20\n"
    ),
}


def test_the_line_after_the_loop_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert 10 == 20", "pytest", "tests/test_order.py::test_whole_weight", "tests/test_order.py", 11)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("weights/order.py", 7)
    assert "a total the branch made and never reads" in d.conclusion  # slip_where.WHERE[UNSPENT]
