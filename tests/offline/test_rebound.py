"""A value converted into a new name (`value = float(value)` become `number = float(value)`), its old name still read
by a kept line below (`return value`), which read the converted value before: that kept line is the slip, cited
though the diff shows it only as context."""

from __future__ import annotations

import pytest

from diagbot.logs.types import Failure
from diagbot.offline.rebound import rebound_lines
from diagbot.offline.slips import REBOUND, slipped_lines
from tests.offline.patches import one_file
from tests.offline.test_follow import _diagnose

PY = (
    "@@ -40,10 +40,11 @@ def is_float(value, low=None):\n"
    "     if not isinstance(value, (int, float, str)):\n"
    "         raise TypeError(value)\n"
    "+    number = value\n"
    "     try:\n"
    "-        value = float(value)\n"
    "+        number = float(value)\n"
    "     except ValueError:\n"
    "         raise TypeError(value)\n"
    "-    if low is not None and value < low:\n"
    "+    if low is not None and number < low:\n"
    "         raise ValueError(value)\n"
    "     return value\n"
    " \n"
    " \n"
    " def is_port(value):\n"
)


def test_the_kept_line_reading_the_name_the_conversion_left_is_the_slip() -> None:
    changes = one_file("src/validate.py", PY)
    assert dict(rebound_lines(changes)) == {("src/validate.py", 49): 2}  # not the `raise` of the failed conversion
    assert slipped_lines(changes)[("src/validate.py", 49)] == (2, REBOUND)


@pytest.mark.parametrize(
    "patch",
    [
        PY.replace("     return value\n", "     return number\n"),  # the read follows the conversion
        PY.replace("-        value = float(value)\n", "-        parsed = float(value)\n"),  # no conversion in place
        PY.replace("+        number = float(value)\n", "+        number = Decimal(value)\n"),  # another conversion
        PY.replace("     return value\n", "     value = number\n     return value\n"),  # the name given it back
        PY.replace("+        number = float(value)\n", "+        number = float(value)\n+        return number\n"),
    ],
)
def test_a_read_of_the_new_name_or_no_conversion_moved_is_left_alone(patch: str) -> None:
    """The last: the conversion's block returns the new name itself; the kept line runs only when it did not run."""
    assert not rebound_lines(one_file("src/validate.py", patch))


def test_a_javascript_conversion_moved_into_a_new_const() -> None:
    patch = (
        "@@ -1,5 +1,5 @@ function toCents(amount) {\n"
        "-  amount = Math.round(amount * 100);\n"
        "+  const cents = Math.round(amount * 100);\n"
        "   if (amount < 0) throw new RangeError('negative');\n"
        "   return amount;\n"
        " }\n"
    )
    assert set(rebound_lines(one_file("src/money.js", patch))) == {("src/money.js", 2)}  # the first read, kept


BASE = {
    "shop/__init__.py": "",
    "shop/qty.py": "def quantity(text):\n    text = int(text)\n    if text < 0:\n        raise ValueError(text)\n"
    "    return text\n",
    "tests/__init__.py": "",
    "tests/test_qty.py": "from shop.qty import quantity\n\n\ndef test_quantity():\n    assert quantity('3') == 3\n",
}
CHANGED = {
    "shop/qty.py": "def quantity(text):\n    number = int(text)\n    if number < 0:\n        raise ValueError(text)\n"
    "    return text\n",
}


def test_the_kept_line_is_cited_first_and_the_report_says_why(make_repo, git) -> None:
    failure = Failure("assert '3' == 3", "pytest", "tests/test_qty.py::test_quantity", "tests/test_qty.py", 5)
    d = _diagnose(make_repo, git, BASE, CHANGED, failure)
    assert (d.locations[0].path, d.locations[0].line) == ("shop/qty.py", 5)
    assert "read the converted value before" in d.conclusion  # slips.WHERE[REBOUND]
