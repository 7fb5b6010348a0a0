"""offline.clues and offline.kinds: the failure's words, build errors and what they name, what a changed line is."""

from __future__ import annotations

import re

import pytest

from diagbot.offline.clues import (
    compile_symbols,
    declarations_of,
    failure_words,
    is_compile_error,
    named_in_line,
    said_in,
)
from diagbot.offline.kinds import in_docstring, is_code
from diagbot.offline.span import reach_span


def test_the_failures_words_are_its_identifiers_and_numbers_not_its_plain_words():
    words = failure_words("AssertionError: expected 'has_more' to be true, got 1200 (limit 5)")
    assert words == frozenset({"has_more", "1200", "limit"})


@pytest.mark.parametrize(
    "message",
    [
        "TS2322: Type 'string' is not assignable to type 'number'.",
        "undefined: store.NewMemory",
        "error[E0308]: mismatched types",
        "AttributeError: 'Cart' object has no attribute 'total'",
        "TypeError: cart.total is not a function",
        'Argument "qty" to "Line" has incompatible type "int"; expected "str"  [arg-type]',
        "error: cannot find symbol",
        "TS18048: 'room' is possibly 'undefined'.",  # tsc: any of its coded diagnostics
        "TS2769: No overload matches this call.",
        "'x' is possibly 'null'.",
        'Generator has incompatible item type "float | None"; expected "bool"  [misc]',  # mypy
        'Incompatible return value type (got "str | None", expected "str")  [return-value]',
        'Unsupported operand types for / ("None" and "int")  [operator]',
    ],
)
def test_build_and_type_errors_are_recognised(message):
    assert is_compile_error(message)


@pytest.mark.parametrize(
    "message",
    [
        "TypeError: Cannot read properties of undefined (reading 'toLowerCase')",
        "expected undefined to be 3",
        "assert 3 == 4",
        "AssertionError: expected 'TS2322' to equal 'TS2345'",  # a code quoted in a value, no `TSnnnn:` head
        "TypeError: unsupported operand type(s) for /: 'NoneType' and 'int'",  # Python's own, run
    ],
)
def test_wrong_values_are_not_build_errors(message):
    assert not is_compile_error(message)


def test_a_build_error_names_the_symbols_it_quotes_last_part_only():
    assert compile_symbols("undefined: store.NewMemory") == ["NewMemory"]
    assert compile_symbols("AttributeError: 'Cart' object has no attribute 'total'") == ["Cart", "total"]


def test_a_line_names_members_before_plain_names_and_not_calls():
    assert named_in_line("return config.port + attempt(1);") == ["port", "config"]


@pytest.mark.parametrize(
    "line",
    ["  port: string;", "  unit_cost: float", "\tPort string", "  private double rate;", "RATES = {", "type Port int"],
)
def test_declarations_are_found_in_each_language(line):
    assert re.search(declarations_of(["port", "Port", "unit_cost", "rate", "RATES"]), line)


def test_a_use_is_not_a_declaration():
    assert not re.search(declarations_of(["port"]), "    return config.port + 1;")


def test_comments_imports_and_requires_are_not_code():
    lines = ["# note", "// note", "import os", "from a import b", 'const { fill } = require("./fill");', "x = 1"]
    assert [is_code(x) for x in lines] == [False, False, False, False, False, True]


@pytest.mark.parametrize(
    "line", ["mod contrast;", "pub mod units;", "pub(crate) use crate::hue::degrees;", "extern crate core;"]
)
def test_a_rust_module_declaration_or_re_export_is_not_code(line):
    assert not is_code(line)


@pytest.mark.parametrize("line", ["package uk.co.pinehurst.uniforms;", "package main", "namespace App\\Billing;"])
def test_a_package_or_namespace_declaration_is_not_code(line):
    assert not is_code(line)  # a new file's first line: nothing there runs, so it is never cited as the change


@pytest.mark.parametrize(
    "line", ['require "timetrial/age_standard"', "require_relative 'rate'", "require_once __DIR__ . '/Rates.php';"]
)
def test_a_file_required_as_it_is_is_not_code(line):
    assert not is_code(line)  # it loads a file; what it loads is where the code is


@pytest.mark.parametrize("line", ["required = true", 'require "x" if ENV["CI"]', "requirements = load()"])
def test_names_starting_with_require_or_a_require_that_decides_are_code(line):
    assert is_code(line)


@pytest.mark.parametrize("line", ["packages = load(x)", "namespace = 'billing'", "package.json_path = p"])
def test_names_starting_with_package_or_namespace_are_code(line):
    assert is_code(line)


@pytest.mark.parametrize("line", ["mod tests {", "model = fit(x)", "pub fn hue(d: f64) -> f64 {"])
def test_a_rust_inline_module_and_names_starting_with_mod_are_code(line):
    assert is_code(line)


@pytest.mark.parametrize("line", ["*p = 1;", "**pp = NULL;", "*(buf + n) = 0;", "--i;", "--count);"])
def test_a_pointers_store_and_a_decrement_are_code_not_comments(line):
    assert is_code(line)


@pytest.mark.parametrize("line", [" * Returns the plan.", " */", "-- a comment", "--[[ block ]]"])
def test_doc_comment_lines_and_sql_comments_are_not_code(line):
    assert not is_code(line)


def test_lines_inside_a_docstring_are_marked():
    lines = [(" ", "def f():"), (" ", '    """Doc.'), ("+", "    [1, 2]"), (" ", '    """'), ("+", "    return 1")]
    assert in_docstring(lines) == [False, True, True, True, False]


def test_a_python_methods_span_ends_where_its_indentation_ends():
    code = {1: "class A:", 2: "    def f(self):", 3: "        return 1", 4: "", 5: "    x = 2"}
    assert reach_span(code, 3) == (2, 3)


@pytest.mark.parametrize(
    "line",
    [
        "module.exports = { parse, RULES };",
        "export { a, b as c };",
        'export * from "./x";',
        '__all__ = ["a"]',
        "  ...require('./letters'),",
        '  letters: require("./letters"),',
    ],
)
def test_a_list_of_exported_names_is_not_code(line):
    assert not is_code(line)


def test_a_module_called_or_spread_into_a_call_is_code():
    assert is_code("  x: require('./a')(1),")
    assert is_code("const x = f(require('a'));")


@pytest.mark.parametrize(
    "line",
    ["module.exports = function (args) {", "export default function f() {", "export const x = 1;", "exports.n = 2;"],
)
def test_an_export_that_defines_something_is_code(line):
    assert is_code(line)


def test_the_names_of_an_import_or_export_list_over_several_lines_are_marked():
    from diagbot.offline.kinds import in_import

    lines = [
        (" ", "from .core import ("),
        ("+", "    UTC,"),
        (" ", ")"),
        ("+", "__all__ = ["),
        ("+", '    "UTC",'),
        ("+", "]"),
        ("+", "rows = ["),
        ("+", "    1,"),
        (" ", "import {"),
        ("-", "  a,"),
        (" ", '} from "./x";'),
    ]
    assert in_import(lines) == [False, True, True, False, True, True, False, False, False, True, True]


def test_an_export_object_holding_functions_is_code_not_a_list_of_names():
    from diagbot.offline.kinds import in_import

    lines = [(" ", "module.exports = {"), ("+", "  parse(x) {"), ("+", "    return x + 1;"), ("+", "  },")]
    assert in_import(lines) == [False, False, False, False]
    lines = [(" ", "from a import ("), ("+", "    b,"), ("+", "    c(1),"), ("+", "    d,")]  # not a list: it ends
    assert in_import(lines) == [False, True, False, False]


def test_a_failure_word_a_line_says_as_a_member_counts_but_not_inside_a_longer_name():
    words = frozenset({"powder_days", "report"})
    assert said_in("report.powder_days = count_days(readings, is_powder_day);", words) == 2  # `report.powder_days`
    assert said_in("report.thaw_days = count_days(readings, is_thaw);", words) == 1
    assert said_in("total_powder_days = 0; reported = 1", words) == 0


def test_a_page_that_begins_inside_a_docstring_is_told_so_by_the_quotes_that_close_it():
    closing = [(" ", "    messages."), (" ", '    """'), ("-", "    total = 1"), ("+", "    n = stats()")]
    assert in_docstring(closing) == [True, True, False, False]
    bare = [(" ", '    """'), (" ", "    return [e for e in self]"), ("+", "def stats(self):"),
            ("+", '    """'), ("+", "    Counts the entries."), ("+", '    """'), ("+", "    n = 0")]  # fmt: skip
    assert in_docstring(bare) == [True, False, False, True, True, True, False]  # a `def`'s quotes open one
    assigned = [(" ", 'USAGE = """'), (" ", "usage: x"), (" ", '"""'), ("+", "y = 1")]
    assert in_docstring(assigned) == [True, True, True, False]


def test_builtin_type_names_are_no_symbols_of_a_type_error():
    message = "TS2363: The right-hand side of an arithmetic operation must be of type 'any', 'number', 'bigint'."
    assert compile_symbols(message) == []
