from pathlib import Path

import pytest

from diagbot.logs.extract import extract_failures
from diagbot.logs.parsers import repo_path

FIXTURES = Path(__file__).parent.parent / "fixtures" / "logs"


def _found(name: str) -> list[tuple[str, str | None, str | None, int | None]]:
    return [(f.framework, f.test, f.path, f.line) for f in extract_failures((FIXTURES / name).read_text())]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (
            "pytest.log",
            [
                ("pytest", "test_total_with_tax", "tests/test_cart.py", 23),
                ("pytest", "test_discount_for_members", "tests/test_pricing.py", 14),
            ],
        ),
        (
            "unittest.log",
            [
                ("unittest", "tests.test_parser.ParserTests.test_parse_body", "mdlib/parser.py", 88),
                ("unittest", "tests.test_parser.ParserTests.test_parse_header", "tests/test_parser.py", 19),
            ],
        ),
        ("jest.log", [("jest", "Cart \u203a shows the total price", "src/components/Cart.test.js", None)]),
        ("vitest.log", [("vitest", "formatDate > pads single-digit months", "src/date.test.ts", None)]),
        ("node-test.log", [("tap", "rejects malformed input", None, None)]),
        ("go.log", [("go", "TestLoadDefaults", "config_test.go", 42)]),
        ("go-json.log", [("go", "TestPut", None, None)]),
        ("maven.log", [("maven", "com.acme.billing.InvoiceTest.totalIncludesVat", None, None)]),
        ("maven-compile.log", [("maven", None, "src/main/java/com/acme/billing/Invoice.java", 42)]),
        ("gradle.log", [("gradle", "com.acme.app.ParserTest.parsesEmptyInput()", None, None)]),
        ("rspec.log", [("rspec", "User#full_name joins first and last name", "spec/models/user_spec.rb", 10)]),
        ("phpunit.log", [("phpunit", "App\\Tests\\SlugTest::testLowercases", "tests/SlugTest.php", 18)]),
        (
            "dotnet.log",
            [("dotnet", "Calc.Tests.DividerTests.DividesByZeroGracefully", "tests/Calc.Tests/DividerTests.cs", 21)],
        ),
        ("tsc.log", [("tsc", None, "src/api/client.ts", 14), ("tsc", None, "src/api/client.ts", 30)]),
        ("eslint.log", [("eslint", None, "src/index.js", 3), ("eslint", None, "src/util.js", 7)]),
        ("mypy.log", [("mypy", None, "src/shop/cart.py", 41)]),
        ("ruff.log", [("ruff", None, "src/shop/cart.py", 3), ("ruff", None, "src/shop/api.py", 17)]),
        ("gcc.log", [("gcc", None, "src/buffer.c", 57)]),
        ("traceback.log", [("python", None, "app/config.py", 33)]),
        ("npm.log", [("npm", None, None, None)]),
        ("github-actions.log", [("github", None, None, None)]),
    ],
)
def test_fixture_log_yields_its_failures(
    name: str, expected: list[tuple[str, str | None, str | None, int | None]]
) -> None:
    assert _found(name) == expected


def test_cargo_test_failure_is_located_at_the_panic() -> None:
    assert _found("cargo.log") == [("cargo", "tests::parses_nested_arrays", "src/lib.rs", 88)]


def test_rustc_error_is_located_by_its_arrow() -> None:
    text = "error[E0308]: mismatched types\n --> src/main.rs:4:18\n"
    assert ("rustc", None, "src/main.rs", 4) in _found_text(text)


def test_mocha_failure_is_named() -> None:
    assert _found("mocha.log")[0] == ("mocha", "should return the index when present", None, None)


def test_pytest_summary_message_is_kept() -> None:
    assert extract_failures((FIXTURES / "pytest.log").read_text())[0].message == "assert 12.000000000000002 == 12.0"


def test_traceback_keeps_innermost_repository_frame_not_site_packages() -> None:
    text = (
        'Traceback (most recent call last):\n  File "/home/runner/work/a/a/pkg/core.py", line 5, in f\n    g()\n'
        '  File "/usr/lib/python3.11/json/__init__.py", line 346, in loads\n    x\nValueError: bad'
    )
    assert _found_text(text) == [("python", None, "pkg/core.py", 5)]


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


def _found_text(text: str) -> list[tuple[str, str | None, str | None, int | None]]:
    return [(f.framework, f.test, f.path, f.line) for f in extract_failures(text)]


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/home/runner/work/shop/shop/src/cart.py", "src/cart.py"),
        ("/builds/group/proj/lib/x.rb", "lib/x.rb"),
        ("/github/workspace/app/main.go", "app/main.go"),
        ("D:\\a\\shop\\shop\\src\\Cart.cs", "src/Cart.cs"),
        ("/var/lib/jenkins/workspace/job/pom.xml", "pom.xml"),
        ("/home/travis/build/owner/repo/test/a_test.go", "test/a_test.go"),
        ("./spec/user_spec.rb", "spec/user_spec.rb"),
        ("src/already/relative.py", "src/already/relative.py"),
    ],
)
def test_repo_path_removes_ci_prefixes(path: str, expected: str) -> None:
    assert repo_path(path) == expected
