"""offline.code.callee: the function under test on a failing test's line, not the assertion around it; and, when
the line only compares a variable, the call that assigned it further up the test."""

from __future__ import annotations

import re

import pytest

from diagbot.offline.calls import calls_on
from diagbot.offline.code import callee, calls_in, definitions


def _lines(*lines: str) -> dict[int, str]:
    return dict(enumerate(lines, start=1))


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("  assert.deepEqual(parse('a=1'), { a: '1' });", "parse"),  # node:assert
        ("  t.deepEqual(parse(['-x']), { x: true });", "parse"),  # tape
        ("  st.strictEqual(qs.stringify(o), 'a=1');", "stringify"),  # a tape sub-test
        ("  expect(fmt(x)).toBe('3');", "fmt"),  # jest
        ("  expect(x).to.equal(compute(2));", "compute"),  # chai
        ("    assert_eq!(parse(s), Ok(3));", "parse"),  # rust
        ("    assert_eq!(expected.to_string(), b.to_string_as(si));", "to_string_as"),  # a standard conversion first
        ("    assertEquals(3, calc.add(1, 2));", "add"),  # junit
        ("        self.assertEqual(inflect('x'), 'y')", "inflect"),  # unittest
        ("    assert camelize(x) == 'Foo'", "camelize"),  # pytest
        ("    assert next_day(date(2024, 1, 5)) == date(2024, 1, 8)", "next_day"),  # a stdlib constructor
        ("  assert.ok(isValid(JSON.stringify(x)));", "isValid"),  # a builtin inside
        ("  CHECK_EQ(1, ring_get(&rb, 0));", "ring_get"),  # a C test macro
        ('  it("en", () => assert.strictEqual(t("en", "files"), "0 files"));', "t"),  # a one-letter function
        ("  expect(router.match('/x')).toEqual(1);", "match"),  # a project's method named like an assertion
        ("    assert len(tokenize(s)) == 3", "tokenize"),
        ("    assert verify_signature(body, sig)", "verify_signature"),  # `verify(mock)` is mockito's; this is not
        ("  require.NoError(t, requireAuth(req))", "requireAuth"),
        ('    assert_equal 17.25, Shipping::Quote.new(box(3400), "SE").price', "price"),  # ruby: what was built, asked
        ("    assert_eq!(Parser::new(src).parse(), Ok(3));", "parse"),  # rust: a constructor, then its method
        ("    assert Invoice(lines).total() == 3", "total"),  # python: a class called, then its method
        ("    assert_eq!(Parser::new(src), p);", "new"),  # a constructor alone is what is called
    ],
)
def test_the_function_under_test_is_not_the_assertion_around_it(line: str, name: str) -> None:
    assert callee(_lines(line), 1, None) == name


def test_a_go_error_report_leads_back_to_the_call_that_assigned_got() -> None:
    code = _lines(
        "func TestParse(t *testing.T) {",
        "\tgot := Parse(s)",
        "\twant := 3",
        "\tif got != want {",
        '\t\tt.Errorf("Format(%s) = %d, want %d", s, got, want)',  # the message's `Format(` is no call
        "\t}",
        "}",
        "func TestOther(t *testing.T) {",
        "\tOther()",
    )
    assert callee(code, 5, "TestParse") == "Parse"


def test_a_report_formatting_its_values_leads_back_to_the_call_that_made_got() -> None:
    code = _lines(
        "func TestChargeableWeeks(t *testing.T) {",
        "\tfor _, c := range cases {",
        "\t\tgot, err := ChargeableWeeks(on, c.off, r)",
        "\t\tif got != c.want {",
        '\t\t\tt.Errorf("%s to %s: %d weeks", on.Format("2 Jan"), c.off.Format("2 Jan"), got)',
        "\t\t}",
    )
    assert callee(code, 5, "TestChargeableWeeks") == "ChargeableWeeks"  # not `Format`, which only shows a value
    plain = {**code, 5: '\t\t\tt.Errorf("%s: %d weeks", on.Format("2 Jan"), weeks)'}  # no value named as a result
    assert callee(plain, 5, "TestChargeableWeeks") == "Format"


def test_a_table_loop_reporting_through_testing_tb_leads_to_the_call_in_the_loop() -> None:
    code = _lines(
        "func TestToCamel(t *testing.T) {",
        "\tfor _, c := range cases {",
        "\t\tresult := ToCamel(c.in)",
        "\t\tif result != c.out {",
        '\t\t\ttb.Errorf("%q (%q != %q)", c.in, result, c.out)',  # a testing.TB helper reports, not the code
        "\t\t}",
    )
    assert callee(code, 5, "TestToCamel") == "ToCamel"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("  expect(name.replace('_', '-')).toBe(kebab(name));", "kebab"),  # a string's method, not the code
        ("    self.assertEqual(s.strip().lower(), normalize(s))", "normalize"),
        ('  CHECK(strcmp(query_get(&q, "k"), "v") == 0);', "query_get"),  # C's string compare
        ("  $this->assertSame(3, count(array_map('f', $rows)) + total($rows));", "total"),  # PHP's array functions
    ],
)
def test_standard_library_calls_around_the_code_are_passed_over(line: str, name: str) -> None:
    assert callee(_lines(line), 1, None) == name


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ('  assert.equal(describe("30 18 * * TUE"), "at 18:30 on Tuesday");', "describe"),  # the project's describe
        ('    t!(test14: "abc123Def456" => "abc123-def456");', "t"),  # a Rust test table's own macro
        ('    reflexive_display!("2019-05-08");', "reflexive_display"),
        ("    assert!(is_valid(s));", "is_valid"),  # a standard macro's argument is the call
        ("    assert str(ParseError('x', 3)) == message_of(check('x'))", "message_of"),  # an error built
        ('describe("cron", () => {', None),  # the runner opening a suite
        ("    assert_eq!(x, y);", None),  # a standard macro, nothing called
    ],
)
def test_a_runner_word_inside_a_check_or_a_projects_own_macro_is_the_code(line: str, name: str | None) -> None:
    assert callee(_lines(line), 1, None) == name


def test_a_rust_macro_is_defined_by_macro_rules() -> None:
    assert any(re.search(rx, "macro_rules! t {") for rx in definitions("t"))
    assert not any(re.search(rx, "    t!(a => b);") for rx in definitions("t"))


def test_a_report_whose_arguments_go_on_below_leads_back_through_them() -> None:
    code = _lines(
        "func TestParse(t *testing.T) {",
        "\tgot := Parse(in)",
        "\tif got != want {",
        "\t\tt.Errorf(",
        '\t\t\t"Format(%q) = %v, want %v",',
        "\t\t\tin, got, want)",
        "\t}",
        "}",
        "func TestOther(t *testing.T) {",
        "\tOther()",
    )
    assert callee(code, 4, "TestParse") == "Parse"


@pytest.mark.parametrize(
    ("code", "focus"),
    [
        (_lines("it('adds', () => {", "  const result = compute(1, 2);", "  expect(result).toBe(3);", "});"), 3),
        (_lines("def test_adds():", "    x = compute(1, 2)", "    y = 5", "    assert x == y"), 4),
        (_lines("fn adds() {", "    let x = compute(1, 2);", '    assert_eq!(x.round(), 3.0, "{x}");', "}"), 3),
        (_lines("\tif v := u.compute(); v != tt.want {", '\t\tt.Errorf("compute() = %d", v)', "\t}"), 2),
        (_lines("  const last = compute(all, { limit: 5 });", "  expect(last.next).toBeNull();"), 2),
    ],
)
def test_a_line_that_compares_a_variable_leads_to_the_call_that_assigned_it(code: dict[int, str], focus: int) -> None:
    assert callee(code, focus, "adds") == "compute"


def test_walking_back_stops_at_the_start_of_the_test() -> None:
    code = _lines("def test_a():", "    x = other(1)", "", "def test_b():", "    x = 5", "    assert x == 6")
    assert callee(code, 6, "test_b") is None


def test_the_calls_a_function_makes_leave_out_builtins_and_standard_helpers() -> None:
    code = _lines("def total(xs):", "    s = sum(round(x) for x in xs)", "    return apply_tax(str(s), json.dumps(xs))")
    assert calls_in(code, 1, 3) == ["apply_tax"]


def test_a_method_call_is_looked_up_as_a_function_before_a_type_of_the_same_name() -> None:
    kinds = definitions("Variant")
    assert (kinds.index(next(k for k in kinds if "func" in k)), kinds.index(next(k for k in kinds if "type" in k))) == (
        0,
        1,
    )


# --- end to end: the culprit is in the function under test, behind an assertion helper -----------------------------

DECODE = (
    "function decode(text) {\n"
    "  const out = {};\n"
    "  for (const pair of text.split('&')) {\n"
    "    const [key, value] = pair.split('=');\n"
    "    out[key] = decodeURIComponent(value);\n"
    "  }\n"
    "  return out;\n"
    "}\n\nmodule.exports = { decode };\n"
)
TEST = (
    "const assert = require('node:assert');\nconst { decode } = require('../src');\n\n"
    "test('decodes values', () => {\n"
    "  assert.deepEqual(decode('q=a%20b'), { q: 'a b' });\n"
    "});\n"
)
LOG = """not ok 1 - decodes values
  ---
  error: "Expected values to be loosely deep-equal: { q: 'a%20b' } should loosely deep-equal { q: 'a b' }"
  location: 'test/parse.test.js:5:10'
  ...
"""


def test_a_failure_behind_an_assertion_helper_is_traced_to_the_change_in_the_called_function(explain_branch):
    index = "module.exports = require('./query');\n"  # the test reaches the changed file through an index
    d = explain_branch(
        {"src/query.js": DECODE, "src/index.js": index, "test/parse.test.js": TEST},
        {"src/query.js": DECODE.replace("decodeURIComponent(value)", "value")},
        LOG,
        "values are taken as they come",
    )
    assert (d.locations[0].path, d.locations[0].line) == ("src/query.js", 5), d.conclusion


@pytest.mark.parametrize(
    "line",
    [
        "std::vector<std::string> wrap(const std::string& text, int width) {",
        "std::vector<std::string> wrap(const std::string& text, int width)",
        "char *wrap(char *s) {",
        "int Text::wrap(int w) const {",
        "CJSON_PUBLIC(char *) wrap(const cJSON *item, int width)",  # a macro wrapping the exported return type
    ],
)
def test_a_cpp_definition_with_a_qualified_return_type_is_found(line):
    assert any(re.search(rx, line) for rx in definitions("wrap"))


@pytest.mark.parametrize(
    "line", ["  return wrap(x);", "  std::string out = wrap(x);", "wrap(x);", "    TEST_ASSERT_NULL(wrap(x));"]
)
def test_a_cpp_call_is_no_definition(line):
    assert not any(re.search(rx, line) for rx in definitions("wrap"))


@pytest.mark.parametrize(
    "line",
    [
        "std::vector<std::string> wrap(std::string_view text, std::size_t width) {",
        "char *wrap(char *s) {",
        "std::size_t Text::wrap(int w) {",
        "public long priceFor(Tier tier) {",
    ],
)
def test_a_function_with_a_qualified_or_pointer_return_type_opens_a_span(line):
    from diagbot.offline.code import function_span, opens_function

    assert opens_function(line)
    assert function_span({1: line, 2: "    return 1;", 3: "}"}, 2) == (1, 3)


@pytest.mark.parametrize(
    "line",
    [
        "    else if (x) {",
        "    std::size_t n = wrap(x);",
        "    while (std::isspace(c)) {",
        "        if escapable(c) {",  # Go, Rust, Swift: a condition with no brackets of its own
        "    } else if ok(x) {",
        "    for more(it) {",
        "    match kind(x) {",
    ],
)
def test_a_statement_with_a_block_opens_no_function(line):
    from diagbot.offline.code import opens_function

    assert not opens_function(line)


def test_in_ruby_a_method_called_without_brackets_is_the_function_under_test():
    line = '    assert_equal "Ada  A-", @report.to_text'
    assert callee({1: line}, 1, "test_text", "test/report_test.rb") == "to_text"
    assert callee({1: "    assert order.total == 3"}, 1, "test_total", "tests/test_order.py") is None  # a field


def test_the_function_under_test_is_never_looked_for_past_the_end_of_the_failing_test():
    code = _lines(
        "    void doubles() {",
        "        String answer = new Retrier(RetryPolicy.defaults(), sleeper).call(task);",
        "        assertEquals(List.of(Duration.ofMillis(100)), sleeper.delays);",
        "    }",
        "",
        "    @Test",
        "    void givesUp() {",
        "        run(helper());",
    )
    assert callee(code, 3, "doubles") in ("defaults", "call")  # not the JDK's `ofMillis`, nor the next test


def test_in_javascript_a_lower_case_receiver_is_the_module_the_test_required():
    line = "    assert.equal(bytes.format(kb).toLowerCase(), '1kb');"
    assert callee({1: line}, 1, "formats", "test/byte-format.js") == "format"
    assert callee({1: '\tif got := bytes.Title(s); got != "x" {'}, 1, "TestTitle", "title_test.go") is None  # Go's


def test_a_followed_javascript_function_calls_its_own_modules_not_gos_packages():
    code = _lines("function total(items) {", "  const n = bytes.parse(items.size);", "  return path.normalise(n);", "}")
    assert calls_in(code, 1, 4, "src/total.js") == ["parse", "normalise"]
    assert calls_in(code, 1, 4, "total.go") == []  # Go's `bytes` and `path` packages: the standard library


def test_a_template_literals_interpolations_are_code_its_text_is_not() -> None:
    from diagbot.offline.calls import calls_on, members

    line = "return `${log.name}: total(${n}) ${formatPace(s.medianPace)}`;"
    assert calls_on(line) == ["formatPace"]  # `total(` is text
    assert "medianPace" in members(line)


def test_in_ruby_the_method_asked_of_what_a_helper_built_is_the_code_under_test() -> None:
    line = '    assert_equal 44_000, quote(:double, "2026-06-29", "2026-07-03").total'
    assert callee(_lines(line), 1, None, "test/quote_test.rb") == "total"
    assert callee(_lines("    assert_equal 3, parse(text).to_s.size"), 1, None, "test/t.rb") == "parse"  # helpers
    assert callee(_lines("  expect(quote(stay).total).toBe(3);"), 1, None, "test/q.test.js") == "quote"  # not Ruby


def test_a_ruby_method_the_failing_line_asks_without_brackets_comes_before_the_call_that_built_the_value():
    code = {
        1: "  def test_receipt",
        2: "    order = Order.new(evening).add(:adult, 8)",
        3: '    expected = "8 x adult"',
        4: "    assert_equal expected, order.receipt",
    }
    assert callee(code, 4, "test_receipt", "test/test_order.rb") == "receipt"  # not `add`, which built `order`


def test_a_function_the_test_assigned_to_a_variable_is_the_call_that_made_it_even_with_an_assertion_name():
    code = {
        1: '  it.each(tests)("should match $input", ({ input, expected }) => {',
        2: "    const fn = match(path, options);",
        3: "    expect(fn(input)).toEqual(expected);",
        4: "  });",
    }
    assert callee(code, 3, "should match", "src/index.spec.ts") == "match"  # not `each`, nor nothing


@pytest.mark.parametrize(
    ("line", "path", "expected"),
    [
        ("        $fine = $this->calculator()->fineFor($this->loan('B1'));", "tests/FineTest.php", "fineFor"),
        ("    EXPECT_NEAR(flood().tidal_range(2), 1.6, 1e-9);", "tests/test_gauge.cpp", "tidal_range"),
        ("    expect(parse(text).toString()).toBe('a')", "test/p.test.js", "parse"),  # a standard method: the builder
        ("\tr := ale().Run(41112.7, 42.5, 1.8)", "kiln/kiln_test.go", "Run"),  # no runner's `t.Run`: asked of a call
    ],
)
def test_a_method_called_on_what_a_call_built_is_the_function_under_test(line, path, expected):
    assert callee({1: line}, 1, None, path) == expected


def test_a_nested_type_built_with_new_is_no_call_under_test():
    line = '        List.of(new ReorderReport.Line("CUP-09", 8, 8)), report.lines());'
    assert calls_on(line) == ["lines"]


def test_a_raise_of_a_call_is_no_definition_of_it():
    rx = definitions("UnknownRole")
    assert not any(re.search(r, "        raise UnknownRole(role)") for r in rx)
    assert any(re.search(r, "class UnknownRole(KeyError):") for r in rx)


@pytest.mark.parametrize("line", ["    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);", "  var (a) = b;"])
def test_a_keyword_before_a_bracket_is_no_call(line):
    assert calls_on(line) == []


def test_a_ruby_predicate_called_with_brackets_is_a_call():
    assert calls_on("      batches.reject { |b| acceptable?(b) }") == ["acceptable?"]
    assert calls_on("    Fruit.ripe?(b.brix) && Fruit.sound?(b.bruised)") == ["ripe?", "sound?"]
    assert calls_on("    x = ready ? (a + 1) : b") == []  # a conditional's `?`, a space before the bracket


def test_a_ruby_predicate_is_found_where_it_is_defined_and_not_as_its_plain_namesake():
    found = [re.search(d, "    def self.sound?(pct)") for d in definitions("sound?")]
    assert any(found)
    assert not any(re.search(d, "    def sound(pct)") for d in definitions("sound?"))
