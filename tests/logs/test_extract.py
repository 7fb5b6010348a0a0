import gzip
import io
import re
from pathlib import Path

import pytest

from diagbot.errors import UsageError
from diagbot.logs.extract import digest_log
from diagbot.logs.junit import junit_failures
from diagbot.logs.redact import Redactor
from diagbot.logs.types import Failure

FIXTURES = Path(__file__).parent.parent / "fixtures" / "logs"
TOKEN = "ghp_" + "Q" * 36


def test_digest_of_pytest_log_has_failures_and_first_error() -> None:
    digest = digest_log(FIXTURES / "pytest.log")
    assert (digest.log_lines, digest.first_error_line, len(digest.failures)) == (33, 17, 2)


def test_digest_reads_stdin_when_source_is_dash() -> None:
    digest = digest_log("-", stdin=io.BytesIO(b"compiling\nsrc/a.c:3:1: error: boom\n"))
    assert digest.failures == (Failure("boom", "gcc", None, "src/a.c", 3, 2),)


def test_digest_reads_gzip(tmp_path: Path) -> None:
    path = tmp_path / "log.gz"
    path.write_bytes(gzip.compress((FIXTURES / "go.log").read_bytes()))
    assert digest_log(path).failures[0].test == "TestLoadDefaults"


def test_junit_report_adds_one_failure_per_failed_case() -> None:
    assert [(f.test, f.path, f.line) for f in junit_failures(FIXTURES / "junit.xml")] == [
        ("tests.test_cart.test_total_with_tax", "tests/test_cart.py", 23),
        ("tests.test_pricing.test_discount", None, None),
    ]


def test_digest_merges_junit_failures_first() -> None:
    digest = digest_log(FIXTURES / "go.log", junit=FIXTURES / "junit.xml")
    assert [f.framework for f in digest.failures] == ["junit", "junit", "go"]


def test_junit_with_entities_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "evil.xml"
    path.write_text('<!DOCTYPE x [<!ENTITY a "aaaa">]><testsuite>&a;</testsuite>')
    with pytest.raises(UsageError, match="DTD or entities"):
        junit_failures(path)


def test_junit_invalid_xml_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "bad.xml"
    path.write_text("<testsuite><testcase>")
    with pytest.raises(UsageError, match="not valid XML"):
        junit_failures(path)


def test_junit_unknown_encoding_is_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "enc.xml"
    path.write_text('<?xml version="1.0" encoding="klingon"?><testsuite/>')
    with pytest.raises(UsageError, match="unknown encoding"):
        junit_failures(path)


def test_junit_line_of_thousands_of_digits_is_no_line(tmp_path: Path) -> None:
    path = tmp_path / "j.xml"
    line = "1" + "0" * 5000
    path.write_text(
        f'<testsuite><testcase name="t" file="a.py" line="{line}"><failure message="x"/></testcase></testsuite>'
    )
    assert [(f.test, f.line) for f in junit_failures(path)] == [("t", None)]


def test_digest_redacts_excerpt_and_failures(tmp_path: Path) -> None:
    path = tmp_path / "a.log"
    path.write_text(f"push\nerror: auth failed for {TOKEN}\n")
    digest = digest_log(path)
    assert TOKEN not in digest.excerpt + repr(digest.failures)
    assert "[REDACTED github-token]" in digest.excerpt


def test_digest_redacts_environment_values(tmp_path: Path) -> None:
    path = tmp_path / "a.log"
    path.write_text("error: login rejected for value plain-secret-value\n")
    digest = digest_log(path, redactor=Redactor.from_env({"SERVICE_PASSWORD": "plain-secret-value"}))
    assert "plain-secret-value" not in digest.excerpt + repr(digest.failures)


def test_missing_log_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="not found"):
        digest_log(tmp_path / "missing.log")


def test_a_log_no_parser_knows_still_names_its_first_error(tmp_path: Path) -> None:
    rows = ["$ ./install-jdk.sh --install openjdk11", *(f"fetching part {i}" for i in range(30))]
    rows += ["./install-jdk.sh: line 4: curl: command not found", 'The command "./install-jdk.sh" exited with 127.']
    path = tmp_path / "ci.log"
    path.write_text("\n".join(rows) + "\n")
    [failure] = digest_log(path).failures
    assert (failure.framework, failure.log_line) == ("first-error", 32)
    assert failure.message == "./install-jdk.sh: line 4: curl: command not found"


def test_a_log_without_any_error_has_no_failures(tmp_path: Path) -> None:
    path = tmp_path / "green.log"
    path.write_text("$ make test\nall 12 tests passed\n")
    assert digest_log(path).failures == ()


@pytest.mark.parametrize(
    ("label", "detail"),
    [("rake aborted!", "No Rakefile found (looking for: rakefile, Rakefile)"), ("ERROR", "Running the tests failed.")],
)
def test_a_first_error_that_is_a_label_takes_the_line_that_says_what_went_wrong(
    tmp_path: Path, label: str, detail: str
) -> None:
    rows = [
        "$ rake",
        *(f"fetching part {i}" for i in range(30)),
        label,
        "",
        detail,
        'The command "rake" exited with 1.',
    ]
    path = tmp_path / "ci.log"
    path.write_text("\n".join(rows) + "\n")
    [failure] = digest_log(path).failures
    assert (failure.message, failure.log_line) == (f"{label} {detail}", 32)


@pytest.mark.parametrize(
    ("error", "after", "message"),
    [
        ("HTML-Proofer found 3 failures!", "- ./_site/index.html", "HTML-Proofer found 3 failures!"),  # not a label
        ("Error:", 'The command "make" exited with 2.', "Error:"),  # the step's end says nothing more
    ],
)
def test_a_first_error_takes_no_line_that_is_not_its_message(
    tmp_path: Path, error: str, after: str, message: str
) -> None:
    path = tmp_path / "ci.log"
    path.write_text("\n".join(["$ make", *(f"fetching part {i}" for i in range(30)), error, after]) + "\n")
    assert [f.message for f in digest_log(path).failures] == [message]


def test_a_command_that_fails_without_an_error_line_is_told_by_its_last_output(tmp_path: Path) -> None:
    rows = [
        "$ gomali *.md",
        *(f"checking part {i}" for i in range(30)),
        "README.md:2186:Line longer than 80 characters.",
    ]
    rows += ["}", "", 'The command "gomali *.md" exited with 1.']
    path = tmp_path / "ci.log"
    path.write_text("\n".join(rows) + "\n")
    [failure] = digest_log(path).failures
    assert (
        failure.message == 'README.md:2186:Line longer than 80 characters. (The command "gomali *.md" exited with 1.)'
    )
    assert (failure.path, failure.line) == ("README.md", 2186)  # the place it names, for the diagnoser to read


@pytest.mark.parametrize(
    ("error", "place"),
    [
        ("Segmentation fault at /home/travis/build/o/r/src/core.c:88", ("src/core.c", 88)),
        ("Segmentation fault reading https://github.com:443/o/r/", (None, None)),  # a URL's port
        ("Segmentation fault in version 1.2:3", (None, None)),
    ],
)
def test_a_first_error_names_the_place_it_mentions(
    tmp_path: Path, error: str, place: tuple[str | None, int | None]
) -> None:
    path = tmp_path / "ci.log"
    path.write_text("\n".join(["$ make", *(f"fetching part {i}" for i in range(30)), error, "done"]) + "\n")
    [failure] = digest_log(path).failures
    assert (failure.path, failure.line) == place


def test_a_first_error_that_says_see_above_is_told_by_the_output_above_it(tmp_path: Path) -> None:
    rows = ["$ npm test", *(f"checking page {i}" for i in range(30)), "pages/linux/feedreader.md:3: TLDR004 No period"]
    rows += ["npm ERR! Test failed.  See above for more details."]
    path = tmp_path / "ci.log"
    path.write_text("\n".join(rows) + "\n")
    [failure] = digest_log(path).failures
    assert failure.message.startswith("pages/linux/feedreader.md:3: TLDR004 No period (npm ERR! Test failed.")
    assert (failure.path, failure.line) == ("pages/linux/feedreader.md", 3)


_UNRESOLVED = "Your requirements could not be resolved to an installable set of packages."
_NEEDS = "- acme/lib 2.0 requires php ^8.3 -> your php version (8.1.2) does not satisfy it."


@pytest.mark.parametrize(
    ("under", "message"),
    [
        (["", "  Problem 1", f"    {_NEEDS}", "Loading composer repositories"], f"{_UNRESOLVED} (Problem 1, {_NEEDS})"),
        (["    at Object.<anonymous> (/home/runner/work/a/a/index.js:3:9)", "    at run (node:internal)"], _UNRESOLVED),
        (["Loading composer repositories"], _UNRESOLVED),  # not indented: not its detail
    ],
)
def test_a_first_error_takes_the_indented_detail_under_it(tmp_path: Path, under: list[str], message: str) -> None:
    rows = ["$ composer update", *(f"fetching part {i}" for i in range(30)), _UNRESOLVED, *under]
    path = tmp_path / "ci.log"
    path.write_text("\n".join(rows) + "\n")
    assert [f.message for f in digest_log(path).failures] == [message]


def test_a_local_runs_absolute_paths_inside_the_repository_become_relative(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    (root / "inventory").mkdir(parents=True)
    log = tmp_path / "local.log"
    rows = ["ERROR: tests.test_stock (unittest.loader._FailedTest.tests.test_stock)", "-" * 70]
    rows += ["ImportError: Failed to import test module: tests.test_stock", "Traceback (most recent call last):"]
    rows += ['  File "/usr/lib/python3.11/unittest/loader.py", line 419, in _find_test_path', "    __import__(name)"]
    rows += [f'  File "{root}/inventory/stock.py", line 2, in <module>', "    from inventory.units import to_grams"]
    rows += ["ModuleNotFoundError: No module named 'inventory.units'", "", "-" * 70, "Ran 2 tests in 0.000s"]
    log.write_text("\n".join(rows) + "\n")
    [failure] = digest_log(log, root=root).failures
    assert (failure.test, failure.path, failure.line) == ("tests.test_stock", "inventory/stock.py", 2)
    outside = tmp_path / "elsewhere" / "lib.c"
    log.write_text(f"{outside}:3:1: error: expected ';'\n")
    assert [f.path for f in digest_log(log, root=root).failures] == [str(outside)]  # outside: left as it is


def test_a_java_frames_package_path_becomes_the_tracked_file(make_repo, tmp_path: Path) -> None:
    root = make_repo({"src/main/java/com/acme/Calc.java": "class Calc {}\n", "src/test/java/com/acme/T.java": ""})
    log = tmp_path / "mvn.log"
    log.write_text(
        "[ERROR] com.acme.CalcTest.adds -- Time elapsed: 0.04 s <<< ERROR!\n"
        "java.lang.NullPointerException: boom\n\tat com.acme.Calc.add(Calc.java:16)\n"
        "\tat com.acme.CalcTest.adds(CalcTest.java:9)\n\n"
    )
    [failure] = digest_log(log, root=root).failures
    assert (failure.path, failure.line) == ("src/main/java/com/acme/Calc.java", 16)
    assert digest_log(log).failures[0].path == "com/acme/Calc.java"  # without the repository: as the log says


def test_the_first_failure_the_parsers_read_is_in_the_excerpt_with_its_block() -> None:
    """vitest's tree says each failed test's message (line 14) long before its block (line 34, which the question
    names as the first error); a log too long to show whole still shows that block: its header, error and place."""
    digest = digest_log(FIXTURES / "vitest-tree-first.log")
    assert digest.first_error_line == 34
    shown = {int(n) for n, _ in re.findall(r"(?m)^\s*(\d+)\|(.*)$", digest.excerpt)}
    assert {33, 34, 35} <= shown
    assert digest.excerpt_lines < digest.log_lines  # not shown whole: the block was chosen
