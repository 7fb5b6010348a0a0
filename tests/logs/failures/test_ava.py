"""ava's default reporter: the summary's failed titles, then one detail block per failure."""

from __future__ import annotations

from pathlib import Path

from diagbot.logs.extract import extract_failures

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"


def _found(text: str) -> list[tuple[str, str | None, str | None, int | None, str]]:
    return [(f.framework, f.test, f.path, f.line, f.message) for f in extract_failures(text)]


def test_each_detail_block_is_a_failure_at_its_innermost_repository_frame() -> None:
    assert _found((FIXTURES / "ava.log").read_text()) == [
        (
            "ava",
            "cart \u203a discount of ten percent",
            "test/cart.test.js",
            9,
            "Difference (- actual, + expected): - 0, + 180",
        ),
        (
            "ava",
            "cart \u203a discount keeps the cart shape",
            "test/cart.test.js",
            13,
            "Difference (- actual, + expected): - total: 50, + total: 95",
        ),
        (
            "ava",
            "cart \u203a discount above 100 is refused",
            "src/cart.js",
            9,
            "Function threw unexpected exception: RangeError, message: 'discount out of range: 150'",
        ),
        (
            "ava",
            "cart \u203a an empty cart costs nothing",
            "src/cart.js",
            4,
            "TypeError: Cannot read properties of null (reading 'reduce')",
        ),
        ("ava", "more \u203a tax \u203a tax is added on top", "test/more/tax.test.js", 5, "Value is not `true`: false"),
    ]


def test_an_uncaught_exception_in_a_test_file_names_the_file() -> None:
    text = (
        "  \u2718 [fail]: cart \u203a adds\n  \u2500\n\n  Uncaught exception in test/cart.test.js\n\n"
        "  TypeError: x is not a function\n\n  \u203a Object.<anonymous> (test/cart.test.js:3:1)\n"
    )
    assert _found(text)[0] == ("ava", None, "test/cart.test.js", 3, "TypeError: x is not a function")


def test_a_log_without_ava_fail_marks_is_left_to_other_parsers() -> None:
    assert [f for f in extract_failures("  cart \u203a adds\n\n  test/cart.test.js:3\n") if f.framework == "ava"] == []
