"""A percentage used as a fraction (`return weightKg * percent;` with nothing dividing by 100): the line is the slip
(percent.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.percent import percent_lines
from diagbot.offline.slips import PERCENT, slipped_lines
from tests.offline.patches import one_file

JAVA = (
    "@@ -58,3 +58,7 @@\n     }\n \n"
    "+    public double maxLoadKg(double percent) {\n"
    "+        return weightKg * percent;\n"
    "+    }\n"
)


def test_the_percentage_multiplied_in_as_a_fraction_is_the_slip() -> None:
    changes = one_file("src/main/java/Llama.java", JAVA)
    assert dict(percent_lines(changes)) == {("src/main/java/Llama.java", 61): 2}
    assert slipped_lines(changes)[("src/main/java/Llama.java", 61)] == (2, PERCENT)


@pytest.mark.parametrize(
    "line",
    [
        "return weightKg * percent / 100.0;",
        "return weightKg * (percent / 100);",
        "return weightKg * percent * 0.01;",
        "return weightKg * fraction;",  # no percentage named
        "return percent * pct;",  # both percentages: a product of rates, not an amount
        "return max * PERCENT_MAX;",  # a constant: the scale to a percentage
    ],
)
def test_a_division_by_a_hundred_or_no_percentage_is_left_alone(line: str) -> None:
    patch = JAVA.replace("return weightKg * percent;", line)
    assert not percent_lines(one_file("src/main/java/Llama.java", patch))


def test_each_languages_spelling_of_a_field() -> None:
    patch = "@@ -1,1 +1,2 @@\n <?php\n+        $vat = $order->net * $this->vatPercent;\n"
    assert dict(percent_lines(one_file("src/Invoice.php", patch))) == {("src/Invoice.php", 2): 2}
