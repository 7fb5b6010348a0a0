"""offline.code.function_span: where a function runs, its `{` on the definition's line or alone on the next."""

from __future__ import annotations

from diagbot.offline.code import function_span


def _lines(*lines: str) -> dict[int, str]:
    return dict(enumerate(lines, start=1))


def test_a_c_function_whose_brace_opens_the_next_line_spans_to_the_next_one() -> None:
    code = _lines(
        "static int ring_len(const ring_t *rb)",
        "{",
        "    return rb->n;",
        "}",
        "",
        "int ring_push(ring_t *rb, int v)",
        "{",
        "    rb->buf[rb->n++] = v;",
        "    return 0;",
        "}",
    )
    assert (function_span(code, 3), function_span(code, 9)) == ((1, 4), (6, 10))


def test_a_java_method_with_its_brace_below_and_a_statement_are_told_apart() -> None:
    code = _lines(
        "    public int total(List<Item> items)",
        "    {",
        "        if (items.isEmpty())",
        "        {",
        "            return 0;",
        "        }",
        "        return sum(items);",
        "    }",
    )
    assert function_span(code, 7) == (1, 8)  # `if (...)` then `{` opens no function


def test_a_function_defined_inside_another_is_part_of_it_and_the_next_outer_one_ends_it() -> None:
    code = _lines(
        "module.exports = function (args) {",
        "    function setArg(key, value) {",
        "        out[key] = value;",
        "    }",
        "    args.forEach(setArg);",
        "};",
        "function other() {",
        "    return 1;",
        "}",
    )
    assert (function_span(code, 5), function_span(code, 8)) == ((1, 6), (7, 9))


def test_a_php_method_with_a_return_type_and_its_brace_below_spans_its_body() -> None:
    code = _lines(
        "    private function returnFor(string $quarter): VatReturn",
        "    {",
        "        return VatReturn::forQuarter(Ledger::fromCsv(self::LEDGER), Quarter::parse($quarter));",
        "    }",
        "",
        "    public static function testBoxes(): void",
        "    {",
        "        $return = $this->returnFor('2026-Q2');",
        "    }",
    )
    assert (function_span(code, 3), function_span(code, 8)) == ((1, 4), (6, 9))


def test_rust_functions_with_qualifiers_each_open_a_span() -> None:
    code = _lines(
        "pub const fn step(hash: u64, byte: u8) -> u64 {",
        "    hash.wrapping_mul(PRIME) ^ byte as u64",
        "}",
        "",
        'pub(crate) unsafe extern "C" fn raw(x: i32) -> i32 {',
        "    x + 1",
        "}",
    )
    assert (function_span(code, 2), function_span(code, 6)) == ((1, 3), (5, 7))


def test_a_label_at_the_functions_margin_does_not_end_it() -> None:
    from diagbot.offline.span import reach_span

    code = _lines(
        "func (b *ByteSize) UnmarshalText(t []byte) error {",
        "\tvar i int",
        "",
        "ParseLoop:",
        "\tfor i < len(t) {",
        "\t\tbreak ParseLoop",
        "\t}",
        "\treturn nil",
        "}",
        "",
        "func Parse(t []byte) (ByteSize, error) {",
    )
    assert reach_span(code, 2) == (1, 9)


def test_a_cpp_access_specifier_at_the_margin_is_no_label_a_span_runs_over() -> None:
    from diagbot.offline.span import reach_span

    code = _lines(
        "class PortSet {",
        "public:",
        "    void add(int port) {",
        "        add(Range{port, port});",
        "    }",
        "private:",
        "    std::vector<Range> ranges_;",
        "};",
    )
    assert reach_span(code, 1) == (1, 1)  # a class's span is not its members' (span.py), `public:` no label
