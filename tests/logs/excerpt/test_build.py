import itertools
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diagbot.logs.excerpt.build import BUDGET, _first_block, build_excerpt
from diagbot.logs.excerpt.entries import to_entries
from diagbot.logs.excerpt.locate import locate_failure
from diagbot.logs.excerpt.render import GUTTER_SHARE, gutter_cost, read_excerpt
from diagbot.logs.read import reader
from diagbot.logs.read.clean import clean_lines
from diagbot.logs.read.reader import read_log
from diagbot.logs.redact import redact

FIXTURES = Path(__file__).parents[2] / "fixtures" / "logs"
KEY = "-----BEGIN RSA PRIVATE KEY-----\n" + "MIIEpAIBAAKCAQEAwq83kd9xAAAA\n" * 400 + "-----END RSA PRIVATE KEY-----"


def _excerpt(path: Path) -> str:
    log = read_log(path)
    return build_excerpt(log, clean_lines(log, redact))[0]


def _excerpt_of(tmp_path: Path, rows: list[str]) -> str:
    """The excerpt of a log made of `rows`."""
    path = tmp_path / "ci.log"
    path.write_text("\n".join(rows) + "\n")
    return _excerpt(path)


def _numbered(excerpt: str) -> dict[int, str]:
    """Original line number -> text, read back from the gutter."""
    return {shown.number: shown.text for shown in read_excerpt(excerpt)}


def _text(excerpt: str) -> str:
    """The log text an excerpt shows, without its gutter and notes."""
    return "\n".join(shown.text for shown in read_excerpt(excerpt))


FILLER = [f"preparing the build environment, step {i} of a long and verbose setup script" for i in range(200)]


def _routine_note(count: int, first: int, last: int) -> str:
    kinds = "installs, downloads, passing tests, coverage, boilerplate"
    return f": {count} lines of routine output ({kinds}), lines {first}-{last}\n"


def _long_log(tmp_path: Path, middle: str) -> Path:
    rows = [f"cc -O2 -c src/module_{i}.c -o build/module_{i}.o" for i in range(1, 5001)]
    rows[2499] = middle
    rows.append('The command "pytest" exited with 1.')
    path = tmp_path / "long.log"
    path.write_text("\n".join(rows) + "\n")
    return path


def test_excerpt_of_a_short_log_is_the_whole_log_numbered() -> None:
    assert _excerpt(FIXTURES / "gcc.log").splitlines()[:3] == [
        "1|gcc -O2 -Wall -Werror -c src/buffer.c -o build/buffer.o",
        "2|src/buffer.c: In function 'buffer_grow':",
        "3|src/buffer.c:57:12: error: 'new_size' undeclared (first use in this function)",
    ]


def test_excerpt_never_exceeds_the_budget(tmp_path: Path) -> None:
    assert len(_text(_excerpt(_long_log(tmp_path, "x" * 50_000)))) <= BUDGET


def test_excerpt_keeps_a_middle_failure_the_tail_would_miss(tmp_path: Path) -> None:
    excerpt = _excerpt(_long_log(tmp_path, "FAILED tests/test_mod.py::test_broken - KeyError: 'id'"))
    assert _numbered(excerpt)[2500] == "FAILED tests/test_mod.py::test_broken - KeyError: 'id'"


def test_excerpt_keeps_the_tail(tmp_path: Path) -> None:
    excerpt = _excerpt(_long_log(tmp_path, "ok"))
    assert excerpt.splitlines()[-1] == '5001|The command "pytest" exited with 1.'


def test_excerpt_names_omitted_original_line_ranges(tmp_path: Path) -> None:
    notes = re.findall(r"^ +: lines (\d+)-(\d+) omitted$", _excerpt(_long_log(tmp_path, "ERROR: x")), re.M)
    assert notes
    assert all(int(a) <= int(b) for a, b in notes)


def test_excerpt_reports_first_error_line(tmp_path: Path) -> None:
    log = read_log(_long_log(tmp_path, "ERROR: database is locked"))
    assert build_excerpt(log, clean_lines(log, redact))[1] == 2500


def test_secret_cut_by_the_budget_cannot_leak(tmp_path: Path) -> None:
    path = tmp_path / "key.log"
    path.write_text("deploying\n" + KEY + "\nerror: deploy failed\n")
    assert "MIIEpAIBAAKCAQEA" not in _excerpt(path)


def test_redaction_keeps_line_numbers(tmp_path: Path) -> None:
    path = tmp_path / "key.log"
    path.write_text("start\n" + KEY + "\nerror: deploy failed\n")
    assert _numbered(_excerpt(path))[404] == "error: deploy failed"


def test_large_log_excerpt_finds_middle_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reader, "FULL_READ_BYTES", 10_000)
    monkeypatch.setattr(reader, "TAIL_BYTES", 4_000)
    assert _numbered(_excerpt(_long_log(tmp_path, "Traceback (most recent call last):")))[2500].startswith("Traceback")


def test_shown_lines_and_omission_notes_cover_every_original_line_once(tmp_path: Path) -> None:
    spans = []
    for line in _excerpt(_long_log(tmp_path, "ERROR: x")).splitlines():
        found = re.match(r"^ *(\d+)\||^ +: lines (\d+)-(\d+) omitted$", line)
        assert found, line
        spans.append((int(found[1]), int(found[1])) if found[1] else (int(found[2]), int(found[3])))
    assert [a for a, _ in spans] == [1] + [b + 1 for _, b in spans[:-1]]
    assert spans[-1][1] == 5001


def test_every_excerpt_line_is_the_original_line_at_that_number(tmp_path: Path) -> None:
    path = _long_log(tmp_path, "FAILED tests/test_mod.py::test_broken - KeyError: 'id'")
    originals = path.read_text().splitlines()
    assert all(originals[n - 1] == text for n, text in _numbered(_excerpt(path)).items())


def test_failure_80_lines_before_the_end_is_kept_whole(tmp_path: Path) -> None:
    rows = [f"compiling module_{i}.c with some rather long flags -O2 -Wall -fPIC -Iinclude" for i in range(3000)]
    block = ["src/a.c:3:1: error: expected ';' before '}' token", "   }", "   ^", "make: *** [all] Error 1"]
    rows[-80:-76] = block
    numbered = _numbered(_excerpt_of(tmp_path, rows))
    assert [numbered.get(n) for n in range(2921, 2925)] == block


def test_install_chatter_is_summarised_with_its_line_range(tmp_path: Path) -> None:
    rows = [*FILLER, "start", *(f"Installing pkg{i} 1.0.{i}" for i in range(40)), "error: boom"]
    excerpt = _excerpt_of(tmp_path, rows)
    assert _routine_note(34, 202, 235) in excerpt
    assert [_numbered(excerpt).get(n) for n in range(236, 242)] == rows[235:241]  # the error's context stays


def test_the_lines_right_before_the_first_failure_are_context_not_routine(tmp_path: Path) -> None:
    rows = [*FILLER, "TAP version 13", *(f"ok {i} case {i} passes" for i in range(1, 40)), "not ok 40 case 40 fails"]
    excerpt = _excerpt_of(tmp_path, [*rows, "  ---", "  message: 'boom'", "  ...", "1..40"])
    assert [_numbered(excerpt).get(n) for n in range(235, 242)] == rows[234:241]


_ROWS = st.lists(
    st.one_of(st.text(alphabet="ab error:FAILED\t\r\x1b[0m", max_size=300), st.sampled_from(["", "same", "  "])),
    min_size=1,
    max_size=400,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_ROWS)
def test_any_logs_excerpt_is_its_own_lines_in_order_within_budget(
    tmp_path_factory: pytest.TempPathFactory, rows: list[str]
) -> None:
    path = tmp_path_factory.mktemp("h") / "any.log"
    path.write_text("\n".join(rows))
    log = read_log(path)
    cleaned = dict(clean_lines(log, redact))
    excerpt = build_excerpt(log, list(cleaned.items())).text
    lines = excerpt.splitlines()
    gutter = [line for line in lines if re.match(r"^ *(\d+[|~*]| *: )", line)]
    assert gutter == lines  # a log line behind its number, or a note
    width = len(str(log.total_lines))
    assert gutter_cost(width) * len(lines) <= BUDGET * GUTTER_SHARE
    assert len(excerpt) - gutter_cost(width) * len(lines) <= BUDGET
    shown = read_excerpt(excerpt)
    assert all(a.end < b.number for a, b in itertools.pairwise(shown))  # ascending, disjoint
    for s in shown:  # each the cleaned original line at its number (a cut one keeps its start)
        whole = cleaned[s.number]
        assert s.text == whole if s.mark != "~" else whole.startswith(s.text.split(" [... ")[0])
        assert all(cleaned[n] == whole for n in range(s.number, s.end + 1))
    if sum(len(t) + 1 for t in cleaned.values()) <= 6000 and len(cleaned) <= 100:  # well within budget: whole
        assert "omitted" not in excerpt
        blanks = {
            n for a, b in re.findall(r"^ +: blank lines (\d+)-(\d+)$", excerpt, re.M) for n in range(int(a), int(b) + 1)
        }
        covered = {n for s in shown for n in range(s.number, s.end + 1)} | blanks
        assert covered == set(cleaned)


def test_skipped_test_reports_are_not_the_first_error(tmp_path: Path) -> None:
    path = tmp_path / "skips.log"
    path.write_text("SKIPPED [1] tests/a.py:3: could not import 'pandas'\nok\nE   KeyError: 'gold'\n")
    log = read_log(path)
    assert build_excerpt(log, clean_lines(log, redact))[1] == 3


def _steps_log(tmp_path: Path, earlier: str, failing: list[str]) -> Path:
    rows = ["$ restore-cache", earlier, *[f"fetched archive part {i}" for i in range(300)], "$ make test"]
    rows += [f"test_case_{i} ... ok" if i % 7 else f"running suite {i}" for i in range(2000)]
    rows += [*failing, 'The command "make test" exited with 2.', "Done. Your build exited with 1."]
    path = tmp_path / "steps.log"
    path.write_text("\n".join(rows) + "\n")
    return path


def test_first_error_is_taken_from_the_step_that_failed(tmp_path: Path) -> None:
    path = _steps_log(tmp_path, "error: could not download cache", ["src/a.c:3:1: error: expected ';'"])
    log = read_log(path)
    assert build_excerpt(log, clean_lines(log, redact))[1] == 2304


def test_tool_prefixed_error_lines_stay_one_block(tmp_path: Path) -> None:
    block = ["[error] src/A.scala:10:8: object Logger is not a member of package akka"]
    block += [f"[error] detail line {i} of the compiler message, long enough to matter here" for i in range(20)]
    rows = [f"[info] compiling module {i} of the build with many long options" for i in range(3000)]
    rows[1000:1000] = [*block, "[error] 10 errors found"]
    rows.append('The command "sbt test" exited with 1.')
    numbered = _numbered(_excerpt_of(tmp_path, rows))
    assert [numbered.get(n) for n in range(1001, 1023)] == [*block, "[error] 10 errors found"]


def test_a_failures_section_is_kept_to_its_closing_rule(tmp_path: Path) -> None:
    section = ["=" * 20 + " FAILURES " + "=" * 20]
    for name in ("test_sorted", "test_merged"):
        section += ["_" * 10 + f" {name} " + "_" * 10, "", f"    def {name}():", ">       assert a == b"]
        section += [
            "E       assert 1 == 2",
            "",
            f"tests/test_mod.py:14: in {name}",
            "tests/helpers.py:3: AssertionError",
        ]
    rows = [f"loading fixture set {i} from tests/fixtures/data_{i}.json" for i in range(1500)] + section
    rows += [f"worker {i} released its database connection" for i in range(400)] + ["=" * 20 + " 2 failed " + "=" * 20]
    numbered = _numbered(_excerpt_of(tmp_path, rows))
    assert [numbered.get(n) for n in range(1501, 1501 + len(section))] == section


def test_a_failure_named_in_the_closing_summary_is_kept(tmp_path: Path) -> None:
    rows = [
        f"TEST {i}/3000 [2 concurrent test workers running] suite/case_{i}.phpt checks a thing" for i in range(3000)
    ]
    rows[100] = "warning: cannot open the optional config file, using defaults"
    rows[900:900] = ["========DIFF========", "001+ ** hangs **", "001- OK.", "========DONE========"]
    rows.insert(904, "FAIL proc_open hangs on big output [ext/standard/tests/file/bug60120.phpt]")
    for i in range(40):  # failures with other names after it, nearer the end
        rows.insert(
            1500 + 20 * i, f"Fatal error: Uncaught TypeError: bad value in case_{chr(97 + i % 26)}{chr(97 + i // 26)}"
        )
    rows += ["FAILED TEST SUMMARY", "proc_open hangs on big output [ext/standard/tests/file/bug60120.phpt]"]
    rows.append('The command "make test" exited with 1.')
    assert _numbered(_excerpt_of(tmp_path, rows)).get(905, "").startswith("FAIL proc_open hangs")


def test_the_first_failure_the_closing_summary_names_is_kept_before_later_ones(tmp_path: Path) -> None:
    rows = [f"TEST {i}/3000 [2 concurrent test workers running] suite/case_{i}.phpt" for i in range(3000)]
    rows[50] = "error: the optional extension sodium could not be loaded, skipping its tests"
    names = [f"fpm check number {k} [sapi/fpm/tests/check_{k}.phpt]" for k in range(12)]
    for k, name in enumerate(names):  # each failure's detail is a diff printed before its FAIL line
        detail = ["========DIFF========", f"001+ ERROR: unexpected reply {k} " + "x" * 300, "========DONE========"]
        rows[2000 + 60 * k : 2000 + 60 * k] = [*detail, f"FAIL {name}"]
    rows += ["FAILED TEST SUMMARY", *names, 'The command "make test" exited with 1.']
    excerpt = _excerpt_of(tmp_path, rows)
    assert f"001+ ERROR: unexpected reply 0 {'x' * 300}\n========DONE========\nFAIL {names[0]}" in _text(excerpt)


def test_failed_tests_are_kept_in_the_order_they_ran(tmp_path: Path) -> None:
    rows = ["$ pwsh ./test.ps1", *(f"Describing the runtime, part {i} of the suite" for i in range(3000))]
    rows[100] = "error: the optional module Pester.Tools could not be loaded, its tests are skipped"
    for k, name in enumerate(f"check_{a}{b}" for a in "abcdef" for b in "xyz"):
        rows[200 + 150 * k : 200 + 150 * k] = [  # failed tests with their stack, spread over the run
            f"[-] {name} keeps its value -> Expected and actual values differ!",
            f"Expected: '{name}'",
            "Actual  : ''",
            *(f"at {name}_frame_{d}, /build/src/Runtime/Assertions.ps1:{100 * k + d}" for d in range(8)),
        ]
    rows.append('The command "pwsh ./test.ps1" exited with 1.')
    expected = "[-] check_ax keeps its value -> Expected and actual values differ!\nExpected: 'check_ax'"
    assert expected in _text(_excerpt_of(tmp_path, rows))


def test_coverage_tables_are_summarised_as_routine_output(tmp_path: Path) -> None:
    rows = [*FILLER, "E   KeyError: 'gold'", *(f"src/pkg/module_{i}.py     120     12    90%" for i in range(30))]
    assert _routine_note(30, 202, 231) in _excerpt_of(tmp_path, [*rows, "1 failed"])


def test_a_numbered_failure_list_is_kept_to_its_last_item(tmp_path: Path) -> None:
    failures = ["There were 3 failures:", ""]
    for k in range(1, 4):
        failures += [f"{k}) Input_test::test_case_{k}", "Failed asserting that two strings are equal.", "--- Expected"]
        failures += ["+++ Actual", "", f"/home/travis/build/app/tests/Input_test.php:{50 + k}", ""]
    rows = [f"Generating code coverage report for module {i} of the application" for i in range(2000)]
    rows[300:300] = failures
    rows += ["FAILURES!", "Tests: 480, Assertions: 1200, Failures: 3.", 'The command "phpunit" exited with 1.']
    numbered = _numbered(_excerpt_of(tmp_path, rows))
    assert [numbered.get(n) for n in range(301, 301 + len(failures) - 1)] == failures[:-1]


def test_a_failure_count_with_no_list_after_it_is_an_ordinary_block(tmp_path: Path) -> None:
    path = tmp_path / "count.log"
    path.write_text("building\n" * 50 + "There were 2 failures:\n" + "done\n" * 50)
    assert "There were 2 failures:" in _excerpt(path)


def test_output_printed_before_a_tap_not_ok_line_is_kept_with_it(tmp_path: Path) -> None:
    detail = ["# Starting Test: dns - resolveTxtTCP", "  tests/libs/tap.lua:85: Missing 1 expected call"]
    detail += [
        "  stack traceback:",
        *(f"  \t/build/tests/libs/tap.lua:{60 + k}: in function 'run_{k}'" for k in range(10)),
    ]
    rows = [f"# Starting Test: case {i}\nok {i} case {i} resolves its record" for i in range(1, 1500)]
    rows[700:700] = [*detail, "not ok 701 dns - resolveTxtTCP"]
    rows.append('The command "luvi . -- tests/run.lua" exited with 1.')
    assert "\n".join(detail) in _text(_excerpt_of(tmp_path, rows))


def test_a_failed_test_outranks_other_errors_nearer_the_end(tmp_path: Path) -> None:
    rows = ["$ npm test", *(f"worker {i} processed batch {i} of the import queue" for i in range(2000))]
    rows[100] = "Error: optional plugin webp could not be loaded, images stay unoptimised"
    rows[300:300] = ["FAIL tests/cart.test.js", "  expect(total).toBe(850)", "  Received: 1150"]
    for k in range(12):
        rows[1000 + 70 * k] = f"Error: connection to cache host {'abcdefghijkl'[k]}-node reset, retrying"
    rows.append('The command "npm test" exited with 1.')
    assert "FAIL tests/cart.test.js\n  expect(total).toBe(850)\n  Received: 1150" in _text(_excerpt_of(tmp_path, rows))


@pytest.mark.parametrize("frames", [45, 90])  # 3,500 and 6,900 chars: the whole may take most of the budget
def test_the_first_errors_whole_block_is_kept_when_it_fits(tmp_path: Path, frames: int) -> None:
    trace = ["malformedHeaderThrows(retrofit2.RequestFactoryTest)  Time elapsed: 0.02 sec  <<< FAILURE!"]
    trace += ["java.lang.AssertionError: expected message <Malformed content type> but was <No subtype found>"]
    trace += [f"\tat org.junit.runners.ParentRunner.runChild{k}(ParentRunner.java:{300 + k})" for k in range(frames)]
    rows = [f"Running retrofit2.Suite{i}Test with the default configuration" for i in range(3000)]
    rows[1200:1200] = trace
    rows += ["[ERROR] Tests run: 900, Failures: 1", 'The command "mvn test" exited with 1.']
    assert "\n".join(trace) in _text(_excerpt_of(tmp_path, rows))


@pytest.mark.parametrize(
    "routine",
    [
        "{n:.2f}s call     tests/test_mod_{n}.py::test_case_{n}",  # pytest's slowest durations
        "[INFO] module-{n} ..................................... SUCCESS [  3.{n} s]",  # maven's reactor summary
        "=== RUN   TestLinks/case_{n}",  # go test -v
        "ok  \tgithub.com/org/repo/pkg{n}\t1.0{n}s\tcoverage: 40.3% of statements",  # go test's passing packages
        "io.reactivex.FlowableTest > case{n} PASSED",  # gradle
        "io.reactivex.FlowableTest > slowCase{n} SKIPPED",
        "Acceptance: Composer::Create reply number {n}: 2{n}83ms",  # a runner's slowest tests, with durations
        "\u25b8 Compiling Request{n}.swift",  # xcpretty's progress
    ],
    ids=[
        "pytest-durations",
        "maven-reactor",
        "go-run",
        "go-ok",
        "gradle-passed",
        "gradle-skipped",
        "slowest-tests",
        "xcpretty-progress",
    ],
)
def test_routine_listings_are_summarised(tmp_path: Path, routine: str) -> None:
    rows = [*FILLER, "E   KeyError: 'gold'", "==== summary ====", *(routine.format(n=n) for n in range(20))]
    assert _routine_note(20, 203, 222) in _excerpt_of(tmp_path, [*rows, "1 failed"])


def test_suite_names_between_passing_tests_are_summarised_with_them(tmp_path: Path) -> None:
    rows = [*FILLER, "error: build step 1 failed"]
    for suite in range(4):
        rows += [f"Suite{suite}Spec", *(f"    \u2713 case_{suite}_{k} (0.001 seconds)" for k in range(4))]
    assert _routine_note(19, 203, 221) in _excerpt_of(tmp_path, [*rows, "Executed 16 tests"])


def test_a_progress_verdict_does_not_displace_the_failure_detail(tmp_path: Path) -> None:
    rows = ["$ pytest -v"]
    rows += [f"tests/test_m{i}.py::test_case PASSED                    [ {i // 40:2d}%]" for i in range(1, 4000)]
    rows[50] = "tests/test_readme.py::test_readme FAILED                  [  1%]"
    detail = ["________________________ test_readme ________________________", "", "    def test_readme():"]
    detail += [f"        check(section_{k})" for k in range(30)]
    detail += [">       assert readme.ok", "E       AssertionError: README is out of date", ""]
    detail += ["tests/test_readme.py:33: AssertionError"]
    rows += ["=================== FAILURES ===================", *detail]
    rows += [f"tests/test_m{i}.py:12: DeprecationWarning: call is deprecated, use the new API" for i in range(150)]
    rows += ["==== 1 failed, 3998 passed in 50.1s ====", 'The command "pytest -v" exited with 1.']
    assert "\n".join(detail) in _text(_excerpt_of(tmp_path, rows))


def test_a_pytest_failure_with_a_long_traceback_keeps_its_header_and_its_error(tmp_path: Path) -> None:
    section = ["_______________ test_unknown_virtual_host _______________", "", "    def test_unknown_host(proxy):"]
    section += ['>       r = proxy.get("http://nginx-proxy/port")', "", "conftest.py:83: in get"]
    section += ["timeout = <requests.packages.urllib3.util.timeout.Timeout object at 0x7f12aa6c3990>"]
    section += [f"        step_{k} = prepare(request, {k})" for k in range(70)]
    section += ["        try:", "            r = low_conn.getresponse(buffering=True)", "        except TypeError:"]
    section += [f"            fallback_{k}(conn)" for k in range(50)]
    section += [">           raise ConnectionError(e, request=request)"]
    section += ["E           ConnectionError: HTTPConnectionPool(host='nginx-proxy', port=80): Max retries exceeded"]
    section += ["", "requests/adapters.py:487: ConnectionError"]
    rows = ["$ pytest", *(f"tests/test_m{i}.py::test_case PASSED" for i in range(3000))]
    rows += ["=================== FAILURES ===================", *section]
    for k in range(60):  # the other failures, all alike
        rows += [f"_______________ test_host_{k} _______________", "", "E       assert 200 == 503", ""]
        rows += [f"tests/test_hosts.py:{k + 9}: AssertionError"]
    rows += ["==== 61 failed, 2 passed in 206.55s ====", 'The command "make test" exited with 2.']
    shown = _numbered(_excerpt_of(tmp_path, rows))
    kept = [3003, 3004, 3005, *range(3005 + len(section) - 6, 3003 + len(section))]  # the header, the error's end
    assert [shown.get(n) for n in kept] == [section[n - 3003] for n in kept]


def test_npms_boilerplate_is_summarised_and_leaves_room_for_the_output_above_it(tmp_path: Path) -> None:
    lint = ["standard: Use JavaScript Standard Style (https://github.com/feross/standard)"]
    for k in range(60):
        lint += [f"  /home/travis/build/o/r/lib/module_{k}.js:0:0: Parsing error: Unexpected token ILLEGAL", "    ^"]
    trailer = ["npm ERR! Linux 4.8.12-040812-generic", 'npm ERR! argv "/usr/bin/node" "/usr/bin/npm" "test"']
    trailer += ["npm ERR! node v6.9.1", "npm ERR! npm  v3.10.8", "npm ERR! code ELIFECYCLE", "npm ERR! errno 1"]
    trailer += ["npm ERR! Failed at the r@1.0.0 test script 'standard lib/*.js'.", "npm ERR! Make sure you have"]
    trailer += ["npm ERR! Tell the author that this fails on your system:", "npm ERR!     standard lib/*.js"]
    trailer += ["npm ERR! You can get information on how to open an issue for this project with:", "npm ERR!"]
    rows = ["$ npm test", *(f"added package {i}" for i in range(500)), "> r@1.0.0 test /home/travis/build/o/r", ""]
    excerpt = _excerpt_of(tmp_path, [*rows, *lint, "", *trailer, 'The command "npm test" exited with 1.'])
    assert "\n".join(lint) in _text(excerpt)
    assert "npm ERR! Linux" not in excerpt  # folded into a routine note


def test_a_closing_count_leads_to_the_first_errors_it_counts(tmp_path: Path) -> None:
    rows = ["$ ruff check ."]
    for k in range(150):
        rows += [f"F401 [*] `mod{k}` imported but unused", f" --> pkg/h_{k}.py:2:8", "  |", f"2|import m{k}", ""]
    rows += ["Found 150 errors.", "[*] 150 fixable with the `--fix` option.", 'The command "ruff check" exited with 1.']
    excerpt = _excerpt_of(tmp_path, rows)
    assert "F401 [*] `mod0` imported but unused\n --> pkg/h_0.py:2:8" in _text(excerpt)


def test_chained_exceptions_are_kept_with_the_line_announcing_them(tmp_path: Path) -> None:
    trace = ["TestFramework (ERROR): Unexpected exception caught during testing", "Traceback (most recent call last):"]
    trace += [f'  File "/build/test/framework_{k}.py", line {10 + k}, in step_{k}\n    step()' for k in range(8)]
    trace += ["http.client.RemoteDisconnected: Remote end closed connection without response", ""]
    trace += ["During handling of the above exception, another exception occurred:", ""]
    trace += ["Traceback (most recent call last):"]
    trace += [f'  File "/build/test/node_{k}.py", line {20 + k}, in stop_{k}\n    stop_{k + 1}()' for k in range(8)]
    trace += ["ConnectionRefusedError: [Errno 111] Connection refused"]
    rows = ["$ test/functional/test_runner.py"]
    rows += [f"TestFramework (INFO): node{i % 4} synced block {i} of the chain" for i in range(3000)]
    rows[1500:1500] = "\n".join(trace).split("\n")
    rows.append('The command "test/functional/test_runner.py" exited with 1.')
    assert "\n".join(trace) in _text(_excerpt_of(tmp_path, rows))


def test_lines_shown_counts_original_lines_but_not_folded_routine_runs(tmp_path: Path) -> None:
    rows = [*FILLER, "$ make test", *(f"Downloading package-{i}.tar.gz" for i in range(30)), "error: boom"]
    path = tmp_path / "shown.log"
    path.write_text("\n".join([*rows, *["same"] * 4]) + "\n")
    log = read_log(path)
    excerpt = build_excerpt(log, clean_lines(log, redact))
    assert "lines of routine output" in excerpt.text
    assert "233*same\n   : repeated 4 times, to line 236" in excerpt.text
    shown = read_excerpt(excerpt.text)
    assert excerpt.lines_shown == sum(s.end - s.number + 1 for s in shown)  # the repeats; not the 30 downloads


def test_lines_shown_matches_the_lines_of_a_full_excerpt(tmp_path: Path) -> None:
    path = tmp_path / "wide.log"
    path.write_text("".join(f"error: case {i} failed " + "x" * 900 + "\n" for i in range(40)))
    log = read_log(path)
    excerpt = build_excerpt(log, clean_lines(log, redact))
    assert len(_text(excerpt.text)) <= BUDGET
    assert excerpt.lines_shown == sum(1 for line in excerpt.text.splitlines() if "|error: case" in line)


def _long(length: int, lead: str = "E   AssertionError: ") -> str:
    return lead + "".join(f"{i:04d}," for i in range(length // 5))[: length - len(lead)]


@pytest.mark.parametrize(("length", "cut"), [(1150, False), (3000, True)])
def test_only_a_line_far_over_the_cap_is_cut_in_the_middle(tmp_path: Path, length: int, cut: bool) -> None:
    line = _long(length, "warning: unused imports: ")
    rows = [*FILLER, "$ pytest", "E   AssertionError: boom", *(f"output {i}" for i in range(30)), line, "1 failed"]
    shown = _numbered(_excerpt_of(tmp_path, rows))[233]
    assert (shown != line) == cut
    if cut:  # the start and the end stay, and the note says how much went
        assert shown.startswith(line[:800])
        assert shown.endswith(line[-150:])
        assert f"[... {len(line) - 950} chars cut ...]" in shown


def test_the_first_errors_long_lines_are_shown_whole_while_its_block_fits(tmp_path: Path) -> None:
    line = _long(3000)  # where two long values differ is often in the middle
    assert _numbered(_excerpt_of(tmp_path, ["$ pytest", line, "1 failed"]))[2] == line
    three = [_long(3000), _long(3000, "E   assert "), _long(3000, "E   where ")]  # over the whole block's cap
    shown = _numbered(_excerpt_of(tmp_path, ["$ pytest", *three, "1 failed"]))
    assert all("chars cut ...]" in shown[n] for n in (2, 3, 4))


def test_the_failing_steps_window_stops_at_its_command(tmp_path: Path) -> None:
    rows = ["$ ./setup.sh", *(f"unpacking archive member {i:04d} of the toolchain into /opt/tools" for i in range(900))]
    for k, name in enumerate(("cache", "mirror", "proxy", "index")):  # earlier errors, each in its own block
        rows[150 * (k + 1)] = f"error: {name} service unreachable, continuing without it (attempt {k})"
    rows += ["$ make lint", "src/cart.c:3:1: error: expected ';' before 'return'"]
    rows.append('The command "make lint" exited with 2.')
    rows += [f"uploading build artefact part {i:04d} to the cache bucket" for i in range(60)]
    shown = "\n".join(_numbered(_excerpt_of(tmp_path, rows)).values())
    assert all(f"error: {name} service unreachable" in shown for name in ("cache", "mirror", "proxy", "index"))


def test_a_failure_block_keeps_its_failure_before_the_long_lines_above_it(tmp_path: Path) -> None:
    rows = [
        "$ make deps",
        "fatal: unable to access 'https://example.com/dep.git/'",
        'The command "make deps" exited with 2.',
    ]
    rows += ["$ make test", *(f"Testcase 'case_{i}' starting, group {i % 7}" for i in range(3000))]
    chatter = [
        f"10:37:54.{k}00 [info] (<0.105{k}.0>) Accepted connection 127.0.0.1:5379{k} " + "x" * 260 for k in range(3)
    ]
    failure = ["ejabberd_SUITE:init_per_group failed", "Reason: {test_case_failed,{failed_to_create_sql_tables,"]
    failure += [f'    {{message,<<"must be owner of relation t{k}">>}},' for k in range(6)]
    rows[1500:1500] = chatter + failure
    rows.append('The command "make test" exited with 1.')
    assert "\n".join(failure) in _text(_excerpt_of(tmp_path, rows))


def test_a_diff_fenced_above_its_failed_verdict_is_kept_with_it(tmp_path: Path) -> None:
    diff = ["========DIFF========", *(f"{k:03}+ Error: stat1 does not match stat2 at key {k}" for k in range(40))]
    diff += ["========DONE========", "FAIL Test lstat() and stat() of a link [ext/standard/tests/file/lstat.phpt]"]
    rows = ["$ make test", *(f"TEST {i}/3000 [2/2 concurrent test workers running] lib/t{i}.phpt" for i in range(3000))]
    rows[1500:1500] = diff
    rows.append('The command "make test" exited with 2.')
    assert "\n".join(diff) in _text(_excerpt_of(tmp_path, rows))


def test_a_failure_reported_right_after_the_first_one_is_kept_with_it(tmp_path: Path) -> None:
    frames = [f"      at Invoke-Block, /build/src/Pester.Runtime.psm1:{1400 + k}" for k in range(12)]
    first = ["    [-] i1 645ms (581ms|64ms)", "      PropertyNotFoundException: The property 'Value' cannot be found."]
    block = ["Block 'd1' failed", "      PropertyNotFoundException: The property 'Value' cannot be found.", *frames]
    rows = ["$ pwsh ./test.ps1", *(f"Describing the runtime, part {i} of the suite" for i in range(3000))]
    rows[100:100] = [*first, *frames, *block]
    for k in range(40):
        rows[1500 + 30 * k] = f"    [-] check_{k} keeps its value -> Expected and actual values differ!"
        rows[1510 + 30 * k] = first[1]  # the exception repeats all over: noise, not a failure of its own
    rows.append('The command "pwsh ./test.ps1" exited with 1.')
    assert "\n".join(block) in _text(_excerpt_of(tmp_path, rows))


def test_a_small_cargo_log_is_whole_in_order_with_no_omission_note() -> None:
    excerpt = _excerpt(FIXTURES / "cargo-compile-error.log")
    assert [s.number for s in read_excerpt(excerpt)] == list(range(1, 12))
    assert " : " not in excerpt


def test_a_run_of_blank_lines_is_one_note(tmp_path: Path) -> None:
    excerpt = _excerpt_of(tmp_path, [*FILLER, "error: boom", "", "", "", "after"])
    assert "\n201|error: boom\n   : blank lines 202-204\n205|after" in excerpt


def test_an_assertion_diff_is_kept_before_the_echoed_source_around_it() -> None:
    excerpt = _excerpt(FIXTURES / "pytest-diff-long.log")
    shown = _numbered(excerpt)
    lines = (FIXTURES / "pytest-diff-long.log").read_text().splitlines()
    diff = [n for n, text in enumerate(lines, 1) if text.startswith("E ") or text in ("Expected:", "Got:")]
    assert len(diff) > 15
    assert set(diff) <= set(shown)  # the doctest's Expected/Got and the dict's full diff
    echoed = [n for n, text in enumerate(lines, 1) if text.startswith('            "item')]
    assert not set(echoed) <= set(shown)  # the test's own 250-line body, echoed above, gives way


def test_a_failures_captured_output_gives_way_before_its_trace_and_header() -> None:
    log = read_log(FIXTURES / "pytest-captured.log")
    entries, _, _, first = locate_failure(to_entries(clean_lines(log, redact)))
    assert first is not None
    order = [entries[i].number for i in _first_block(entries, first, first - 6, {})]
    captured = order.index(410)  # `---- Captured stdout call ----`, inside the block's first 12 lines
    assert order.index(406) < order.index(209) < captured  # the E line, then the test's header, then its output


def test_passing_tap_tests_fold_but_the_ones_right_before_the_failure_stay() -> None:
    excerpt = _excerpt(FIXTURES / "node-tap-long.log")
    shown = _numbered(excerpt)
    assert shown[598] == "ok 120 - total of 120 items without discount"  # context right above the failure
    assert shown[603] == "not ok 121 - total applies the discount once"
    assert {599, 600, 601, 602} <= set(shown)
    assert re.search(r"^ +: \d+ lines of routine output .*, lines 2-\d+$", excerpt, re.M)  # the other 119 passes


def test_a_jest_run_listing_its_tests_first_shows_the_first_failures_detail():
    # jest prints `FAIL test/test.js`, then every test of the file (`✓`, `✕`), then each failure's detail
    shown = _numbered(_excerpt(FIXTURES / "jest-listed.log"))
    detail = [n for n, text in shown.items() if text.startswith("  \u25cf fallback tokens")]
    assert detail  # the first failure's detail, which a budget spent on the list above it had left out
    assert '    -   "col": 2,' in shown.values()  # its values
