from pathlib import Path

import pytest

from diagbot.logs.extract import digest_log, extract_failures
from diagbot.logs.failures.messages import LIMIT
from diagbot.logs.failures.parse import repo_path

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"
Row = tuple[str, str | None, str | None, int | None, str]


def _found(text: str) -> list[Row]:
    return [(f.framework, f.test, f.path, f.line, f.message) for f in extract_failures(text)]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "cargo-backtrace.log",
            [
                (
                    "cargo",
                    "tests::parses_weeks",
                    "src/parse.rs",
                    71,
                    "assertion `left == right` failed: weeks are seven days (left: 86400, right: 604800)",
                )
            ],
        ),
        (
            "cargo-nextest.log",  # the panics indented under each test's `stderr ───`
            [
                ("cargo", "test::test_decode", "src/lib.rs", 529, "assertion failed: `(left == right)`"),
                ("cargo", "test::test_from_hex_array", "src/lib.rs", 595, "assertion failed: `(left == right)`"),
            ],
        ),
        (
            "cargo.log",
            [
                (
                    "cargo",
                    "tests::parses_nested_arrays",
                    "src/lib.rs",
                    88,
                    "assertion `left == right` failed (left: 2, right: 3)",
                )
            ],
        ),
        (
            "exunit.log",
            [
                (
                    "exunit",
                    "CalcTest.adds two numbers",
                    "test/calc_test.exs",
                    5,
                    "Assertion with == failed (code: assert Calc.add(1, 2) == 4, left: 3, right: 4)",
                )
            ],
        ),
        (
            "elixir-raise.log",
            [
                (
                    "elixir",
                    None,
                    "check.exs",
                    32,
                    "** (RuntimeError) Line does not match format: '[dummy](https://github.com/x/dummy) - A mocking "
                    "library' Is there a dot at the end?",
                )
            ],
        ),
        (
            "ghc.log",
            [
                (
                    "ghc",
                    None,
                    "src/ShellCheck/Formatter/JSON.hs",
                    31,
                    "Failed to load interface for \u2018ShellCheck.Formatter.JSON1\u2019 (Locations searched: "
                    "ShellCheck/Formatter/JSON1.hs, ShellCheck/Formatter/JSON1.lhs)",
                )
            ],
        ),
        (
            "minitest.log",
            [
                (
                    "minitest",
                    "CartTest.test_total_applies_discount",
                    "test/models/cart_test.rb",
                    30,
                    "Expected: 850 (Actual: 1150)",
                ),
                (
                    "minitest",
                    "CartTest.test_checkout_sends_receipt",
                    "app/models/cart.rb",
                    41,
                    "NoMethodError: undefined method `deliver_later' for nil:NilClass",
                ),
            ],
        ),
        (
            "xctest.log",
            [
                (
                    "xctest",
                    "CalcTests.CalcTests.testAdd",
                    "Tests/CalcTests/CalcTests.swift",
                    12,
                    'XCTAssertEqual failed: ("3") is not equal to ("4")',
                ),
                (
                    "xctest",
                    "CalcTests.testDivide",
                    "Tests/CalcTests/CalcTests.swift",
                    20,
                    'XCTAssertEqual failed: ("0") is not equal to ("2")',
                ),
            ],
        ),
        (
            "xcpretty.log",
            [
                (
                    "xcpretty",
                    "testThatDataRequestWithInvalidURLStringThrowsResponseHandlerError",
                    "Tests/SessionTests.swift",
                    550,
                    "XCTAssertTrue failed",
                )
            ],
        ),
        ("scalatest.log", [("scalatest", "should add numbers", "CalcSpec.scala", 12, "3 did not equal 4")]),
        (
            "sbt-compile.log",
            [("sbt", None, "src/main/scala/calc/Calc.scala", 7, 'type mismatch; (found : String("1"), required: Int)')],
        ),
        (
            "clojure-test.log",
            [
                (
                    "clojure.test",
                    "add-test",
                    "core_test.clj",
                    7,
                    "adds two numbers (expected: (= 4 (add 1 2)), actual: (not (= 4 3)))",
                )
            ],
        ),
        ("msbuild.log", [("msbuild", None, "src/Shop/Cart.cs", 12, "CS1002: ; expected")]),
        (
            "pester5.log",
            [("pester", "applies the discount", "tests/Cart.Tests.ps1", 12, "Expected 850, but got 1150.")],
        ),
        (
            "pester4.log",
            [
                (
                    "pester",
                    "applies the discount",
                    "tests/Cart.Tests.ps1",
                    12,
                    "Expected 850, but got 1150. (12: Get-CartTotal -Lines $lines -Discount 15 | Should -Be 850)",
                )
            ],
        ),
        (
            "common-test.log",
            [("common_test", "cart_SUITE.applies_discount", None, None, "failed on line 31 (Reason: {badmatch,1150})")],
        ),
        ("erlc.log", [("erlc", None, "src/cart.erl", 22, "variable 'Discount' is unbound")]),
        (
            "xunit.log",
            [
                (
                    "xunit",
                    "Shop.Tests.CartFixture.Should_apply_the_discount",
                    "test/Shop.Tests/CartFixture.cs",
                    41,
                    "Assert.Equal() Failure (Expected: 850, Actual: 1150)",
                )
            ],
        ),
        (
            "rubocop.log",
            [("rubocop", None, "lib/shop/cart.rb", 12, "Style/RedundantReturn: Redundant return detected.")],
        ),
        (
            "lint-compact.log",
            [
                ("lint", None, "src/cart.js", 12, "Extra semicolon. (semi)"),
                ("lint", None, "src/cart.js", 14, "'price' is defined but never used. (no-unused-vars)"),
                ("lint", None, "src/views/total.vue", 3, "Replace `··` with `····` (prettier/prettier)"),
            ],
        ),
        ("coffee.log", [("gcc", None, "test/numbers_bigint.coffee", 8, "unexpected identifier")]),
        (
            "cmake.log",
            [
                (
                    "cmake",
                    None,
                    "cmake/Dependencies.cmake",
                    8,
                    "Unable to find the requested Boost libraries. (Boost version: 1.71.0, Detected version of "
                    "Boost is too old. Requested version was 1.75 (or, newer).)",
                )
            ],
        ),
        (
            "ld.log",
            [
                ("ld", None, "main.c", None, "undefined reference to `cart_total'"),
                ("ld", None, "src/cart.c", 41, "undefined reference to `round_cents'"),
            ],
        ),
        ("prove.log", [("prove", None, "t/https.t", 17, "Connection error: Connect timeout")]),
        (
            "minitest-reporters.log",
            [
                (
                    "minitest",
                    "TestKramdown.test_: kramdown with a custom highlighter should use it.",
                    "test/test_kramdown.rb",
                    106,
                    "Minitest::Assertion: Expected true to not be truthy.",
                ),
                (
                    "minitest",
                    "ApplicationTests::RakeDbsTest.test_db:create_works_without_a_database",
                    "test/rake_dbs_test.rb",
                    31,
                    "RuntimeError: rails command failed (1): bin/rails db:create",
                ),
            ],
        ),
        (
            "phpt.log",
            [
                (
                    "phpt",
                    "Cart discount takes 15 percent off",
                    "ext/shop/tests/cart_discount.phpt",
                    None,
                    "FAIL Cart discount takes 15 percent off [ext/shop/tests/cart_discount.phpt]",
                )
            ],
        ),
        ("vim-test.log", [("vim", "Test_cart_discount", "test_cart.vim", None, "Expected 850 but got 1150")]),
        (
            "php-fatal.log",
            [("php", None, "src/Cart.php", 27, "Uncaught Error: Call to undefined function App\\formatPrice()")],
        ),
        (
            "perl-tap.log",
            [("tap", "adds numbers", "t/calc.t", 8, "Failed test 'adds numbers' (got: '3', expected: '4')")],
        ),
        (
            "testthat.log",
            [
                (
                    "testthat",
                    "add sums two numbers",
                    "test-calc.R",
                    5,
                    "add(1, 2) (`actual`) not equal to 4 (`expected`). (`actual`: 3, `expected`: 4)",
                )
            ],
        ),
        (
            "gtest.log",
            [
                (
                    "gtest",
                    "CalcTest.Adds",
                    "tests/calc_test.cc",
                    12,
                    "Expected equality of these values: add(1, 2) Which is: 3 vs 4",
                )
            ],
        ),
        ("julia.log", [("julia", "add", "test/runtests.jl", 5, "Expression: add(1, 2) == 4 (Evaluated: 3 == 4)")]),
        ("dart.log", [("dart", "adds two numbers", "test/calc_test.dart", 6, "Expected: <4> (Actual: <3>)")]),
        (
            "clang.log",
            [("gcc", None, "src/ring.c", 41, "use of undeclared identifier 'capacity'; did you mean 'cap'?")],
        ),
        (
            "dotnet.log",
            [
                (
                    "dotnet",
                    "Calc.Tests.DividerTests.DividesByZeroGracefully",
                    "tests/Calc.Tests/DividerTests.cs",
                    21,
                    "Assert.Equal() Failure: Values differ (Expected: 0, Actual: -1)",
                )
            ],
        ),
        (
            "eslint.log",
            [
                ("eslint", None, "src/index.js", 3, "'unused' is defined but never used (no-unused-vars)"),
                ("eslint", None, "src/util.js", 7, "'x' is not defined (no-undef)"),
            ],
        ),
        ("gcc.log", [("gcc", None, "src/buffer.c", 57, "'new_size' undeclared (first use in this function)")]),
        ("github-actions.log", [("generic", None, None, None, "Cannot find module './config'")]),  # not the exit
        (
            "go-build.log",
            [
                ("go", None, "calc.go", 17, "undefined: roundHalfEven"),
                ("go", None, "calc.go", 23, "declared and not used: scale"),
            ],
        ),
        ("go-json.log", [("go", "TestPut", "store_test.go", 17, "put returned error: disk full")]),
        ("go-testify.log", [("go", "TestAdd", "calc_test.go", 12, "Not equal (expected: 5, actual : 4)")]),
        (
            "go-verbose.log",
            [
                ("go", "TestParse/empty", "parse_test.go", 21, 'Parse("") = 1, want 0'),
                ("go", "TestDivide", "calc.go", 12, "panic: runtime error: integer divide by zero"),
            ],
        ),
        ("go.log", [("go", "TestLoadDefaults", "config_test.go", 42, "expected port 8080, got 0")]),
        (
            "go-race.log",  # testing.go's note says only that a race was detected; the report above says where
            [
                (
                    "go",
                    "TestCount",
                    "counter.go",
                    8,
                    "data race (Read at 0x00c000094188 by goroutine 13, Previous write at 0x00c000094188 by"
                    " goroutine 9)",
                )
            ],
        ),
        (
            "go-race-v.log",
            [
                (
                    "go",
                    "TestCount",
                    "counter.go",
                    8,
                    "data race (Read at 0x00c000018258 by goroutine 10, Previous write at 0x00c000018258 by"
                    " goroutine 9)",
                )
            ],
        ),
        (
            "gotestsum.log",  # gotestsum's default format: only its `=== FAIL: pkg TestX` summary names the tests
            [
                ("go", "TestPrice", "tariff_test.go", 13, "Price(400, 440) = 78, want 80"),
                ("go", "TestIn", "tariff_test.go", 20, "420 is past the band's end"),
            ],
        ),
        (
            "gotestsum-testname.log",
            [
                ("go", "TestPrice", "tariff_test.go", 13, "Price(400, 440) = 78, want 80"),
                ("go", "TestIn", "tariff_test.go", 20, "420 is past the band's end"),
            ],
        ),
        (
            "gradle.log",
            [
                (
                    "gradle",
                    "com.acme.app.ParserTest.parsesEmptyInput()",
                    "com/acme/app/Parser.java",
                    31,
                    "java.lang.IllegalStateException: empty input",
                )
            ],
        ),
        (
            "jest-typeerror.log",
            [
                (
                    "jest",
                    "Basket \u203a lists every item",
                    "src/components/Basket.test.jsx",  # the test's own line; the component's is its frame
                    8,
                    "TypeError: Cannot read properties of undefined (reading 'map')",
                )
            ],
        ),
        (
            "jest.log",
            [
                (
                    "jest",
                    "Cart \u203a shows the total price",
                    "src/components/Cart.test.js",
                    23,
                    ('expect(received).toBe(expected) // Object.is equality (Expected: "$12.00", Received: "$10.00")'),
                )
            ],
        ),
        (
            "maven-compile.log",
            [
                (
                    "maven",
                    None,
                    "src/main/java/com/acme/billing/Invoice.java",
                    42,
                    ("cannot find symbol (symbol: method vatRate(), location: class com.acme.billing.Customer)"),
                )
            ],
        ),
        (
            "maven-junit4.log",
            [
                (
                    "maven",
                    "com.acme.calc.AdderTest.addsNegatives",
                    "com/acme/calc/AdderTest.java",
                    23,
                    "java.lang.AssertionError: expected:<-3> but was:<3>",
                )
            ],
        ),
        (
            "maven.log",
            [
                (
                    "maven",
                    "com.acme.billing.InvoiceTest.totalIncludesVat",
                    "com/acme/billing/InvoiceTest.java",
                    27,
                    "org.opentest4j.AssertionFailedError: expected: <120.0> but was: <100.0>",
                )
            ],
        ),
        (
            "mocha.log",
            [
                (
                    "mocha",
                    "Array \u203a #indexOf() \u203a should return the index when present",
                    "test/array.spec.js",
                    12,
                    "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: 1 !== 0 "
                    "(+ expected - actual: -1, +0)",
                ),  # npm's closing `Test failed.  See above for more details.` is no failure of its own
            ],
        ),
        (
            "mypy.log",
            [
                (
                    "mypy",
                    None,
                    "src/shop/cart.py",
                    41,
                    'Incompatible return value type (got "str", expected "int") [return-value]',
                )
            ],
        ),
        (
            "node-spec.log",
            [
                (
                    "node",
                    "drops accents",
                    "test/accents.test.js",
                    8,
                    (
                        "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:"
                        " 'creme-brulee' !== 'crème-brûlée'"
                    ),
                )
            ],
        ),
        (
            "node-test-nested.log",
            [
                (
                    "tap",
                    "keeps digits",
                    "test/slugify.test.js",
                    10,
                    ("AssertionError: Expected values to be strictly equal (expected: 'route-66', actual: 'route-')"),
                )
            ],
        ),
        (
            "node-test.log",
            [("tap", "rejects malformed input", "test/parse.test.js", 18, "Missing expected exception.")],
        ),
        ("npm.log", [("npm", None, None, None, "web@1.0.0 build: `webpack --mode production`")]),
        ("npm10.log", [("npm", None, None, None, "command failed")]),
        (
            "phpunit-testdox.log",  # each failure twice: where it ran, and in the summary of non-successful tests
            [
                (
                    "phpunit",
                    "Hours add up",
                    "tests/RosterTest.php",
                    24,
                    "Failed asserting that 2400.0 is identical to 40.0.",
                ),
                (
                    "phpunit",
                    "Overtime is beyond the contract",
                    "tests/RosterTest.php",
                    31,
                    "Failed asserting that 2362.5 is identical to 2.5.",
                ),
            ],
        ),
        (
            "phpunit.log",
            [
                (
                    "phpunit",
                    "App\\Tests\\SlugTest::testLowercases",
                    "tests/SlugTest.php",
                    18,
                    "Failed asserting that two strings are identical. "
                    "(- Expected + Actual: -'hello-world', +'Hello-World')",
                )
            ],
        ),
        (
            "pytest-class.log",
            [
                (
                    "pytest",
                    "TestOrders.test_ship[eu]",
                    "tests/test_orders.py",
                    31,
                    (
                        "AssertionError: assert {'carrier': 'dhl', 'days': 5} == {'carrier': 'dhl',"
                        " 'days': 2} (Differing items: {'days': 5} != {'days': 2})"
                    ),
                ),
                ("pytest", "TestOrders.test_refund", "tests/test_orders.py", 40, "ValueError: order 7 was never paid"),
            ],
        ),
        (
            "pytest-collect.log",
            [
                (
                    "pytest collection",
                    None,
                    "tests/test_report.py",
                    3,
                    (
                        "ImportError: cannot import name 'render_pdf' from 'shop.report'"
                        " (/home/runner/work/shop/shop/shop/report.py)"
                    ),
                )
            ],
        ),
        ("pytest-short.log", [("pytest", "test_login", "tests/test_api.py", 12, "KeyError: 'alice'")]),
        (
            "pytest.log",
            [
                ("pytest", "test_discount_for_members", "tests/test_pricing.py", 14, "KeyError: 'gold'"),
                (
                    "pytest",
                    "test_total_with_tax",
                    "tests/test_cart.py",
                    23,
                    (
                        "AssertionError: assert 12.000000000000002 == 12.0 (where 12.000000000000002 ="
                        " <bound method Cart.total of <shop.cart.Cart object at 0x7f>>(tax=0.2))"
                    ),
                ),
            ],
        ),
        (
            "rspec.log",
            [
                (
                    "rspec",
                    "User#full_name joins first and last name",
                    "spec/models/user_spec.rb",
                    12,
                    (
                        'Failure/Error: expect(user.full_name).to eq("Ada Lovelace") (expected: "Ada'
                        ' Lovelace", got: "Ada")'
                    ),
                )
            ],
        ),
        (
            "mocha-loose.log",
            [
                (
                    "mocha",
                    "parse lists \u203a reads every unit",
                    "test/loose.test.js",
                    7,
                    (
                        "AssertionError [ERR_ASSERTION]: Expected values to be loosely deep-equal: ['m', 'km'] (should"
                        " loosely deep-equal ['m', 'km', 'cm'], + expected - actual: + \"cm\")"
                    ),
                )
            ],
        ),
        (
            "rspec-multiline.log",
            [
                (
                    "rspec",
                    "Receipt prints one line per item and the total",
                    "spec/receipt_spec.rb",
                    6,
                    (
                        'Failure/Error: expect(receipt.lines).to eq( [ "tea 2.50", "scone 3.25"... (expected:'
                        ' ["tea\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b72.50",'
                        ' "scone\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b73.25",'
                        ' "Total\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b75.75"], got:'
                        ' ["tea\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b72.50",'
                        ' "scone\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b73.25",'
                        ' "Total\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b7\u00b75.76"])'
                    ),
                ),
                (
                    "rspec",
                    "Receipt totals the items",
                    "spec/receipt_spec.rb",
                    16,
                    'Failure/Error: expect(Receipt.new([["tea", 250]]).total).to eq(250) (expected: 250, got: 251)',
                ),
            ],
        ),
        (
            "rspec-aggregated.log",
            [
                (
                    "rspec",
                    "Ordinal gives th for the teens",
                    "spec/ordinal_spec.rb",
                    10,
                    'Failure/Error: expect(Ordinal.suffix(n)).to eq("th") (expected: "th", got: "rd")',
                )
            ],
        ),
        (
            "ruff-full.log",
            [("ruff", None, "src/shop/cart.py", 22, "F841 Local variable `total` is assigned to but never used")],
        ),
        (
            "ruff.log",
            [
                ("ruff", None, "src/shop/cart.py", 3, "F401 [*] `os` imported but unused"),
                ("ruff", None, "src/shop/api.py", 17, "E302 Expected 2 blank lines, found 1"),
            ],
        ),
        (
            "rustc.log",
            [("rustc", None, "src/parse.rs", 30, "error[E0308]: mismatched types (expected `u64`, found `u32`)")],
        ),
        ("traceback.log", [("python", None, "app/config.py", 33, "KeyError: 'settings'")]),
        (
            "tsc.log",
            [
                ("tsc", None, "src/api/client.ts", 14, "TS2322: Type 'string' is not assignable to type 'number'."),
                ("tsc", None, "src/api/client.ts", 30, "TS2339: Property 'token' does not exist on type 'Session'."),
            ],
        ),
        (
            "unittest.log",
            [
                (
                    "unittest",
                    "tests.test_parser.ParserTests.test_parse_body",
                    "tests/test_parser.py",
                    31,
                    "TypeError: expected string or bytes-like object, got 'NoneType'",
                ),
                (
                    "unittest",
                    "tests.test_parser.ParserTests.test_parse_header",
                    "tests/test_parser.py",
                    19,
                    "AssertionError: 1 != 2",
                ),
            ],
        ),
        (
            "vitest.log",
            [
                (
                    "vitest",
                    "formatDate > pads single-digit months",
                    "src/date.test.ts",
                    12,
                    "AssertionError: expected '2024-1-05' to be '2024-01-05' // Object.is equality",
                )
            ],
        ),
    ],
)
def test_fixture_log_yields_one_full_record_per_failure(name: str, expected: list[Row]) -> None:
    assert _found((FIXTURES / name).read_text()) == expected


def test_vitest_tests_failing_with_one_error_each_get_that_error_and_its_line() -> None:
    # vitest prints `FAIL file > test` for each test that failed with the same error, one under another, then the
    # error once: the first header has no lines of its own
    said = "AssertionError: expected 9 to be 10 // Object.is equality (- Expected + Received: - 10, + 9)"
    assert _found((FIXTURES / "vitest-shared-error.log").read_text()) == [
        ("vitest", "clamp > caps 15 at the top", "src/clamp.test.js", 10, said),
        ("vitest", "clamp > caps 99 at the top", "src/clamp.test.js", 10, said),
    ]


def test_pytest_section_message_beats_the_truncated_short_summary() -> None:
    text = (
        "____ test_x ____\n\n    def test_x():\n>       assert f(1) == 850\nE       assert 1150 == 850\n"
        "E        +  where 1150 = f(1)\n\ntests/test_a.py:15: AssertionError\n"
        "=== short test summary info ===\nFAILED tests/test_a.py::test_x - assert 1150 ==...\n"
    )
    expected = ("pytest", "test_x", "tests/test_a.py", 15, "AssertionError: assert 1150 == 850 (where 1150 = f(1))")
    assert _found(text) == [expected]


def test_pytest_short_summary_alone_is_the_fallback() -> None:
    text = "FAILED tests/test_a.py::test_x - assert 1 == 2\n"
    assert _found(text) == [("pytest", "test_x", "tests/test_a.py", None, "assert 1 == 2")]


def test_cargo_summary_line_and_panic_block_are_one_record() -> None:
    text = "test a::b ... FAILED\n\n---- a::b stdout ----\nthread 'a::b' panicked at src/a.rs:3:5:\nboom\n"
    assert _found(text) == [("cargo", "a::b", "src/a.rs", 3, "boom")]


def test_cargo_tests_of_one_name_in_two_modules_are_two_records() -> None:
    text = (  # from a real `cargo test` of shlex 1.3.0: `bytes::test_quote` and the crate root's `test_quote`
        "---- bytes::test_quote stdout ----\n\n"
        "thread 'bytes::test_quote' (13713) panicked at src/bytes.rs:578:5:\n"
        "assertion `left == right` failed\n\n"
        "---- test_quote stdout ----\n"
        "thread 'test_quote' (13719) panicked at src/lib.rs:342:5:\n"
        "assertion failed: ok\n"
    )
    assert [(t, p, n) for _, t, p, n, _ in _found(text)] == [
        ("bytes::test_quote", "src/bytes.rs", 578),
        ("test_quote", "src/lib.rs", 342),
    ]


def test_pytest_tests_of_one_name_in_two_test_files_are_two_records() -> None:
    section = (  # pytest's long form, as a real run printed it for two `test_irange` in two files
        "_________________________________ test_irange __________________________________\n\n"
        "    def test_irange():\n>       assert list(x.irange(0, 0)) == [0]\nE       assert [] == [0]\n\n"
        "tests/test_{0}.py:{1}: AssertionError\n"
    )
    text = section.format("list", 33) + section.format("set", 17)
    text += "FAILED tests/test_list.py::test_irange - assert [] == [0]\n"
    text += "FAILED tests/test_set.py::test_irange - assert [] == [0]\n"
    assert [(t, p, n) for _, t, p, n, _ in _found(text)] == [
        ("test_irange", "tests/test_list.py", 33),
        ("test_irange", "tests/test_set.py", 17),
    ]


def test_cargo_old_panic_format_keeps_the_quoted_message() -> None:
    text = "thread 'a::b' panicked at 'called `Option::unwrap()` on a `None` value', src/a.rs:9:14\n"
    assert _found(text) == [("cargo", "a::b", "src/a.rs", 9, "called `Option::unwrap()` on a `None` value")]


def test_rustc_warning_with_an_arrow_is_not_a_failure() -> None:
    assert _found("warning: unused variable: `x`\n --> src/main.rs:4:9\n") == []


def test_tape_style_tap_block_uses_its_at_frame() -> None:
    text = (
        "not ok 1 should be strictly equal\n  ---\n    operator: equal\n    expected: 3\n    actual:   4\n"
        "    at: Test.<anonymous> (/home/runner/work/m/m/test/add.js:5:5)\n  ...\n"
    )
    expected = (
        "tap",
        "should be strictly equal",
        "test/add.js",
        5,
        "should be strictly equal (expected: 3, actual: 4)",
    )
    assert _found(text) == [expected]


def test_jest_frame_inside_node_modules_is_skipped() -> None:
    text = (
        "FAIL src/a.test.js\n  ● adds\n\n    Error: boom\n\n"
        "      at f (node_modules/lib/index.js:1:1)\n      at Object.<anonymous> (src/a.test.js:4:9)\n"
    )
    assert _found(text) == [("jest", "adds", "src/a.test.js", 4, "Error: boom")]


def test_jest_code_frame_line_is_used_when_no_stack_frame_is_printed() -> None:
    text = "FAIL src/a.test.js\n  ● adds\n\n    expect(received).toBe(expected)\n\n    > 7 |     expect(1).toBe(2);\n"
    assert _found(text) == [("jest", "adds", "src/a.test.js", 7, "expect(received).toBe(expected)")]


def test_go_message_printed_after_the_fail_line_is_attached() -> None:
    text = "--- FAIL: TestA (0.00s)\n    a_test.go:9: got 1, want 2\nFAIL\n"
    assert _found(text) == [("go", "TestA", "a_test.go", 9, "got 1, want 2")]


def test_gradle_kotlin_frame_maps_the_package_to_a_directory() -> None:
    text = (
        "com.acme.ParserTest > parses() FAILED\n    org.opentest4j.AssertionFailedError: expected: <1> but was: <2>\n"
        "        at org.junit.jupiter.api.AssertionUtils.fail(AssertionUtils.java:55)\n"
        "        at com.acme.ParserTest.parses(ParserTest.kt:12)\n"
    )
    expected = ("gradle", "com.acme.ParserTest.parses()", "com/acme/ParserTest.kt", 12)
    assert _found(text)[0][:4] == expected


def test_surefire_3_header_with_double_dash_is_parsed() -> None:
    text = (
        "[ERROR] com.x.FooTest.adds -- Time elapsed: 0.012 s <<< FAILURE!\n"
        "org.opentest4j.AssertionFailedError: expected: <1> but was: <2>\n\tat com.x.FooTest.adds(FooTest.java:9)\n"
    )
    expected = (
        "maven",
        "com.x.FooTest.adds",
        "com/x/FooTest.java",
        9,
        "org.opentest4j.AssertionFailedError: expected: <1> but was: <2>",
    )
    assert _found(text) == [expected]


def test_gradle_short_exception_format_keeps_file_and_line() -> None:
    text = "com.acme.ParserTest > parses() FAILED\n    java.lang.IllegalStateException at ParserTest.kt:12\n"
    assert _found(text)[0][:4] == ("gradle", "com.acme.ParserTest.parses()", "ParserTest.kt", 12)


def test_dotnet_new_runner_lower_case_failed_line_is_parsed() -> None:
    text = "  failed Calc.Tests.DividerTests.Divides (4ms)\n    Assert.Equal() Failure\n"
    assert _found(text) == [("dotnet", "Calc.Tests.DividerTests.Divides", None, None, "Assert.Equal() Failure")]


def test_github_error_workflow_command_carries_file_and_line() -> None:
    text = "::error file=src/a.py,line=3,col=1::Missing return statement\n"
    assert _found(text) == [("github", None, "src/a.py", 3, "Missing return statement")]


def test_the_steps_exit_in_a_github_log_is_not_a_failure_but_an_error_annotation_is() -> None:
    text = "##[error]The deploy key has expired\n##[error]Process completed with exit code 1.\n"
    assert [f.message for f in extract_failures(text)] == ["The deploy key has expired"]


def test_python_traceback_keeps_innermost_repository_frame_not_site_packages() -> None:
    text = (
        'Traceback (most recent call last):\n  File "/home/runner/work/a/a/pkg/core.py", line 5, in f\n    g()\n'
        '  File "/usr/lib/python3.11/json/__init__.py", line 346, in loads\n    x\nValueError: bad'
    )
    assert _found(text) == [("python", None, "pkg/core.py", 5, "ValueError: bad")]


def test_messages_are_one_line_and_capped() -> None:
    message = extract_failures("src/a.c:1:1: error: " + "x" * 500 + "\n")[0].message
    assert (len(message), message.endswith("...")) == (LIMIT, True)


def test_two_long_compared_values_that_open_alike_are_cut_where_they_agree() -> None:
    same = " | ".join(f"{n} scored, {501 - n} left" for n in range(60, 80))  # a long stretch both values share
    text = (  # go test's `got X, want Y` on one line, as a real run printed a game's summary
        "--- FAIL: TestRun (0.00s)\n"
        f"    run_test.go:40: output: {same} | legs 1/1, average 112.88, want: {same} | legs 1/1, average 100.33\n"
        "FAIL\n"
    )
    message = _found(text)[0][4]
    assert len(message) <= LIMIT
    assert "average 112.88" in message  # where they differ is said, on both sides
    assert "average 100.33" in message
    assert message.startswith("output: …")
    assert message.count("…") == 2
    unlike = text.replace(f"want: {same}", "want: " + "7 " * 200)  # nothing shared: cut at the cap as before
    assert _found(unlike)[0][4].endswith("...")


def test_log_line_is_the_original_line_number() -> None:
    assert extract_failures("ok\nok\nsrc/a.c:3:1: error: boom\n")[0].log_line == 3


def test_generic_error_line_is_found_when_no_framework_matches() -> None:
    assert [(f.framework, f.message) for f in extract_failures("step 1\nerror: disk quota exceeded\n")] == [
        ("generic", "disk quota exceeded")
    ]


def test_duplicate_failures_are_reported_once() -> None:
    assert len(extract_failures("src/a.c:3:1: error: boom\nsrc/a.c:3:1: error: boom\n")) == 1


def test_log_without_failure_yields_nothing() -> None:
    assert extract_failures("all good\n5 passed in 0.1s\n") == []


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/home/runner/work/shop/shop/src/cart.py", "src/cart.py"),
        ("/builds/group/proj/lib/x.rb", "lib/x.rb"),
        ("/github/workspace/app/main.go", "app/main.go"),
        ("D:\\a\\shop\\shop\\src\\Cart.cs", "src/Cart.cs"),
        ("/var/lib/jenkins/workspace/job/pom.xml", "pom.xml"),
        ("/home/travis/build/owner/repo/test/a_test.go", "test/a_test.go"),
        ("/Users/runner/work/calc/calc/Tests/CalcTests.swift", "Tests/CalcTests.swift"),  # GitHub's macOS runners
        ("/Users/travis/build/owner/repo/Sources/App.swift", "Sources/App.swift"),
        ("C:\\projects\\shop\\tests\\Cart.Tests.ps1", "tests/Cart.Tests.ps1"),  # AppVeyor
        ("/home/vsts/work/1/s/src/cart.ts", "src/cart.ts"),  # Azure Pipelines
        ("./spec/user_spec.rb", "spec/user_spec.rb"),
        ("src/already/relative.py", "src/already/relative.py"),
    ],
)
def test_repo_path_removes_ci_prefixes(path: str, expected: str) -> None:
    assert repo_path(path) == expected


def test_testthat_2_failure_line_is_parsed() -> None:
    log = "test-calc.R:5: failure: add sums two numbers\nadd(1, 2) not equal to 4.\n1/1 mismatches\n\n"
    assert _found(log) == [
        ("testthat", "add sums two numbers", "test-calc.R", 5, "add(1, 2) not equal to 4. (1/1 mismatches)")
    ]


def test_common_test_config_function_failure_has_no_line_and_is_parsed() -> None:
    log = "ejabberd_SUITE:init_per_group failed\nReason: {test_case_failed,no_tables}\n- - - -\n"
    assert _found(log) == [
        ("common_test", "ejabberd_SUITE.init_per_group", None, None, "failed (Reason: {test_case_failed,no_tables})")
    ]


def test_npm_2_boilerplate_is_not_taken_for_the_failure() -> None:
    log = "\n".join(
        [
            "npm ERR! Linux 4.8.12-040812-generic",
            'npm ERR! argv "/usr/bin/node" "/usr/bin/npm" "run" "lint"',
            "npm ERR! node v0.12.18",
            "npm ERR! npm  v2.15.11",
            "npm ERR! code ELIFECYCLE",
            "npm ERR! app@4.2.2 lint: `standard lib/*.js`",
            "npm ERR! Exit status 1",
            "npm ERR! Failed at the app@4.2.2 lint script 'standard lib/*.js'.",
            "npm ERR! This is most likely a problem with the app package,",
            "npm ERR! not with npm itself.",
            "npm ERR! Tell the author that this fails on your system:",
            "npm ERR!     standard lib/*.js",
            "npm ERR! You can get information on how to open an issue for this project with:",
            "npm ERR!     npm bugs app",
            "npm ERR! There is likely additional logging output above.",
            "npm ERR! Please include the following file with any support request:",
            "npm ERR!     /home/travis/build/o/app/npm-debug.log",
        ]
    )
    assert _found(log) == [("npm", None, None, None, "app@4.2.2 lint: `standard lib/*.js`")]


def test_a_tap_comment_announcing_the_next_test_is_not_the_failed_tests_message() -> None:
    log = (
        "# Starting Test: dns - resolveTxtTCP\nnot ok 23 dns - resolveTxtTCP\n\n# Starting Test: dns - load resolver\n"
    )
    log += "ok 24 dns - load resolver\n"
    [(framework, test, _, _, message)] = _found(log)
    assert (framework, test) == ("tap", "dns - resolveTxtTCP")
    assert "load resolver" not in message


def test_test_more_diagnostics_that_prove_prints_without_verbose_are_a_failure() -> None:
    text = (
        "t/load.t .. ok\n\n#   Failed test 'punctuation collapses'\n#   at t/slug.t line 9.\n"
        "#          got: 'perl---raku'\n#     expected: 'perl-raku'\n# Looks like you failed 1 test of 4.\n"
        "t/slug.t .. \nDubious, test returned 1 (wstat 256, 0x100)\n"
    )
    assert _found(text) == [
        ("tap", "punctuation collapses", "t/slug.t", 9, "got: 'perl---raku' (expected: 'perl-raku')")
    ]


def test_a_c_assert_that_aborts_names_its_file_line_and_expression() -> None:
    text = './build/t\nt: tests/test_str.c:17: test_count: Assertion `count("one") == 1\' failed.\nmake: *** Aborted\n'
    assert _found(text)[0] == (
        "assert",
        None,
        "tests/test_str.c",
        17,
        'test_count: Assertion `count("one") == 1\' failed.',
    )


def test_a_mocha_timeout_names_the_test_file_it_ran_in() -> None:
    text = (
        "  1 failing\n\n  1) TokenBucket\n       take() waits for a refill:\n"
        '     Error: Timeout of 500ms exceeded. For async tests and hooks, ensure "done()" is called;'
        " if returning a Promise, ensure it resolves. (/home/runner/work/rl/rl/test/bucket.test.js)\n"
        "      at listOnTimeout (node:internal/timers:581:17)\n\n"
    )
    [row] = _found(text)
    assert row[:4] == ("mocha", "TokenBucket \u203a take() waits for a refill", "test/bucket.test.js", None)


def test_an_undefined_behaviour_sanitizer_report_names_its_place() -> None:
    text = "./test_strlist\nsrc/strlist.c:31:24: runtime error: member access within null pointer of type 'node'\n"
    assert _found(text) == [("gcc", None, "src/strlist.c", 31, "member access within null pointer of type 'node'")]


def test_a_pytest_doctest_failure_says_what_it_expected_and_got() -> None:
    text = (
        "_____________________ [doctest] ledger.money.format_cents ______________________\n"
        "009     >>> format_cents(-5)\nExpected:\n    '-$0.05'\nGot:\n    '$-1.95'\n\n"
        "ledger/money.py:9: DocTestFailure\n=========================== short test summary info\n"
    )
    assert _found(text)[0][2:] == ("ledger/money.py", 9, "DocTestFailure: expected '-$0.05', got '$-1.95'")


def test_a_pytest_doctest_of_a_text_file_is_placed_there_and_a_missing_exception_is_not_said_as_none() -> None:
    text = (
        "_____________________________ [doctest] README.md ______________________________\n"
        "174     >>> sorted(t[2:4])\nExpected:\n    []\nGot:\n    [Interval(1, 2)]\n\n"
        "/build/repo/README.md:174: DocTestFailure\n____ [doctest] tree.Tree ____\n"
        "009     >>> len(Tree())\nExpected:\n    0\nGot:\n    1\n\n"
        "=========================== short test summary info\n"
    )
    found = _found(text)
    assert found[0][2:] == ("/build/repo/README.md", 174, "DocTestFailure: expected [], got [Interval(1, 2)]")
    assert found[1][4] == "expected 0, got 1"  # no place line, so no exception name: not `None: expected 0`


def test_a_pytest_collection_error_leads_with_the_exception_then_its_place() -> None:
    text = (
        "_____________________ ERROR collecting tests/test_rates.py _____________________\n"
        "tests/test_rates.py:3: in <module>\n    from shipping.rates import price_cents\n"
        'E     File "/home/runner/work/s/s/shipping/rates.py", line 22\n'
        "E       def insured_price_cents(country: str) -> int\n"
        "E                                                   ^\nE   SyntaxError: expected ':'\n"
        "=========================== short test summary info ============================\n"
    )
    message = _found(text)[0][4]
    assert message.startswith("SyntaxError: expected ':' (File \"/home/runner/work/s/s/shipping/rates.py\", line 22")


def test_a_failures_location_is_the_tests_own_line_and_its_frame_the_helpers() -> None:
    failures = digest_log(FIXTURES / "pytest-shared-helper.log").failures
    assert [(f.test, f.path, f.line, f.frame) for f in failures[2:]] == [
        ("test_mean[values2-5]", "tests/test_stats.py", 8, "src/latency/stats.py:2"),
        ("test_mean_of_pair", "tests/test_stats.py", 12, "tests/common.py:2"),
        ("test_mean_of_triple", "tests/test_stats.py", 16, "tests/common.py:2"),
    ]


def test_a_pytest_section_in_native_traceback_form_says_its_exception() -> None:
    failures = digest_log(FIXTURES / "pytest-tb-native.log").failures  # pytest --tb=native: no E lines
    assert [(f.test, f.message) for f in failures if f.framework == "pytest"] == [
        ("test_discount_takes_percent_off", "AssertionError: assert 1150 == 850"),
        ("test_total_applies_discount_before_vat", "AssertionError: assert 1320 == 1080"),
    ]


def test_a_pytest_collection_error_is_labelled_as_one_not_as_a_test() -> None:
    (failure,) = digest_log(FIXTURES / "pytest-collection-error.log").failures
    assert (failure.framework, failure.test, failure.path, failure.line) == (
        "pytest collection",
        None,
        "tests/test_broken.py",
        1,
    )


def test_pytest_covs_report_banner_is_no_failing_test() -> None:
    # a real pytest -v run with pytest-cov (`____ coverage: platform linux, ... ____` over its table)
    log = Path(__file__).parents[2] / "fixtures" / "logs" / "bench-tables.log"
    assert [f.test for f in digest_log(str(log)).failures] == ["test_total", "tests::totals", "TestTotal"]


def test_a_phpunit_error_is_located_at_the_tests_line_with_the_throwing_line_as_its_frame() -> None:
    # PHPUnit lists an error's trace where it was thrown first, the test's own line last
    (found,) = extract_failures((FIXTURES / "phpunit-trace.log").read_text())
    assert (found.test, found.path, found.line) == ("KennelTest::testBooksEveryRun", "tests/KennelTest.php", 14)
    assert found.frame == "src/Kennel.php:19"


def test_a_phpunit_list_of_risky_tests_is_no_list_of_failures() -> None:
    # `There was 1 risky test:` numbers its tests as the failures above it are: `1) Class::method`
    found = _found((FIXTURES / "phpunit-risky.log").read_text())
    assert [(row[1].rpartition("\\")[2], row[3]) for row in found] == [
        ("SqlFormatterTest::testFormatHighlight", 51),
        ("SqlFormatterTest::testFormat", 60),
        ("SqlFormatterTest::testCliHighlight", 96),
    ]
