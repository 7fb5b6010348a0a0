"""offline.setup: when the failing line asserts on a getter that calls nothing, the test's setup calls above it
are followed into the change that made the state the getter reads."""

from __future__ import annotations

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
