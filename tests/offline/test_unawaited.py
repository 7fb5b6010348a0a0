"""An async function's call tested without `await` (`if (!hasStock(store, size))` where `async function
hasStock`): a promise, always truthy; that line is the slip (unawaited.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.slips import UNAWAITED, slipped_lines
from diagbot.offline.unawaited import unawaited_lines
from tests.offline.patches import one_file

JS = (
    "@@ -20,8 +20,12 @@\n"
    " async function hasStock(store, size) {\n   return (await stock(store, size)) > 0;\n }\n \n"
    " async function takePair(store, size) {\n"
    "-  if ((await stock(store, size)) <= 0) {\n"
    "+  if (!hasStock(store, size)) {\n"
    "     throw new OutOfStock(size);\n   }\n"
)


def test_the_unawaited_call_in_a_condition_is_the_slip() -> None:
    changes = one_file("src/skates.js", JS)
    assert dict(unawaited_lines(changes)) == {("src/skates.js", 25): 2}
    assert slipped_lines(changes)[("src/skates.js", 25)] == (2, UNAWAITED)


@pytest.mark.parametrize(
    ("path", "patch"),
    [
        (
            "src/skates.js",
            JS.replace("if (!hasStock(", "if (!(await hasStock(").replace(
                "size)) {\n     throw", "size))) {\n     throw"
            ),
        ),  # awaited
        ("src/skates.js", JS.replace("async function hasStock", "function hasStock")),  # not async
        ("src/skates.js", JS.replace("+  if (!hasStock(store, size)) {", "+  const ok = hasStock(store, size);")),
        ("test/skates.test.js", JS),  # a test's own code
    ],
)
def test_an_awaited_call_or_a_plain_function_is_left_alone(path: str, patch: str) -> None:
    assert not unawaited_lines(one_file(path, patch))


def test_a_python_coroutine_tested_without_await() -> None:
    patch = (
        "@@ -1,4 +1,6 @@\n async def is_free(slot):\n     return slot.booked is None\n \n"
        "+async def book(slot):\n+    if not is_free(slot):\n         raise Taken(slot)\n"
    )
    assert dict(unawaited_lines(one_file("desk/slots.py", patch))) == {("desk/slots.py", 5): 2}
    assert not unawaited_lines(one_file("desk/slots.py", patch.replace("not is_free", "not await is_free")))
