"""offline.setup: when the failing line asserts on a getter that calls nothing, the test's setup calls above it
are followed into the change that made the state the getter reads."""

from __future__ import annotations

from diagbot.logs.types import Failure
from diagbot.offline.findings import Findings
from diagbot.offline.setup import setup_calls

CART = (
    "class Cart:\n"
    "    def __init__(self):\n"
    "        self.items = []\n"
    "        self.count = 0\n"
    "\n"
    "    def add(self, price):\n"
    "        self.items.append(price)\n"
    "        self.count += 1\n"
    "\n"
    "    def quantity(self):\n"
    "        return self.count\n"
)
TEST = (
    "from cart import Cart\n\n\n"
    "def test_quantity():\n"
    "    cart = Cart()\n"
    "    cart.add(3)\n"
    "    cart.add(4)\n"
    "    assert cart.quantity() == 2\n"
)
LOG = (
    "_________________________________ test_quantity _________________________________\n\n"
    "    def test_quantity():\n        cart = Cart()\n        cart.add(3)\n        cart.add(4)\n"
    ">       assert cart.quantity() == 2\nE       assert 4 == 2\n\n"
    "tests/test_cart.py:8: AssertionError\n"
    "=========================== short test summary info ===========================\n"
    "FAILED tests/test_cart.py::test_quantity - assert 4 == 2\n"
)


def test_a_getter_calling_nothing_leads_to_the_changed_setup_call_above_the_failing_line(explain_branch):
    d = explain_branch(
        {"src/cart.py": CART, "tests/test_cart.py": TEST},
        {"src/cart.py": CART.replace("count += 1", "count += 2")},
        LOG,
        "count by pairs",
    )
    assert (d.locations[0].path, d.locations[0].line) == ("src/cart.py", 8), [t.args for t in d.trace]


def test_a_helper_the_test_file_defines_reads_what_the_setup_calls_above_the_failing_line_made():
    """`titles(picked)`: the failing line's call is the test file's own helper, which calls nothing of the
    repository; the state it reads was made by the calls above it in the test, which are followed next."""
    test = {
        5: "def titles(tracks):",
        6: "    return [t['title'] for t in tracks]",
        7: "",
        8: "",
        9: "def test_top_rated():",
        10: "    picked = smart_playlist(LIBRARY, {})",
        11: "    assert titles(picked) == ['Jolene', 'Paranoid']",
    }
    fail = Failure("AssertionError", "pytest", "test_top_rated", "tests/test_smart.py", 11, 9)
    f = Findings(fail, symbol="titles", code=[("tests/test_smart.py", 11, test), ("tests/test_smart.py", 5, test)])
    assert setup_calls(f, {"titles"}) == ["smart_playlist"]
    f.code[1] = ("tests/test_smart.py", 9, test)  # the test itself, read again: not the helper's definition
    assert setup_calls(f, {"titles"}) == []
