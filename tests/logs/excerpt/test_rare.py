from diagbot.logs.excerpt.entries import to_entries
from diagbot.logs.excerpt.rare import rare_strong


def _rare(lines: list[str]) -> list[int]:
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    return [entries[i].number for i in rare_strong(entries)]


def test_a_repeated_label_line_is_told_apart_by_the_line_it_introduces() -> None:
    lines = ["$ rake test"]
    for name in ("alpha", "beta", "gamma", "delta"):
        lines += ["Failure:", f"TrackerTest#test_{name} [test/tracker_test.rb:12]", "Expected 1, got 2", ""]
    lines += ["deprecated: use the new API", "error: cache miss"] * 4  # a repeated message stays noise
    assert _rare(lines) == [2, 6, 10, 14]


def test_a_compiler_error_repeated_for_every_includer_counts_once_the_first_time() -> None:
    lines = ["$ make"]
    for unit in ("main.c", "sam.c", "ui.c", "lua.c"):
        lines += [f"In file included from {unit}:15:", "vis-subprocess.h:21:29: error: unknown type name 'fd_set'"]
    lines += ["make: *** [vis] Error 1"]
    lines += [f"error: cache service unreachable, retrying (attempt {k})" for k in range(3)]  # noise
    assert _rare(lines) == [3, 10]


def test_a_failed_test_verdict_repeated_by_number_counts_the_first_time() -> None:
    lines = ["$ make test"]
    for case in (89, 259, 488, 716):
        lines += ["suite:send_recv failed on line 593", f"Testing ejabberd: *** FAILED test case {case} of 1470 ***"]
    lines += [f"[error] SQL query failed: must be owner of relation t{k}" for k in range(3)]  # noise stays noise
    assert _rare(lines) == [3]


def test_an_exception_every_pytest_failure_repeats_counts_the_first_time() -> None:
    lines = ["$ pytest", "=================== FAILURES ===================="]
    for name in ("a", "b", "c", "d"):
        lines += [f"_____ test_{name} _____", "", f"    def test_{name}(proxy):", '>       r = proxy.get("/port")', ""]
        lines += ["E       ConnectionError: HTTPConnectionPool(host='nginx-proxy', port=80): Max retries exceeded", ""]
    lines += ["E       ConnectionError: HTTPConnectionPool(host='unknown.tld', port=80): Max retries exceeded"]
    assert _rare(lines) == [2, 8, 31]  # the header, the first failure's exception, the one that differs


def test_the_failing_steps_last_error_is_never_noise_for_being_a_repeat() -> None:
    lines = ["$ mvn -B install"]
    lines += ["[ERROR] Plugin org.acme:build-helper:2.1 could not be resolved: connection reset"] * 2
    lines += [f"[INFO] Building module {k}" for k in range(5)]
    lines += ["[ERROR] Plugin org.acme:build-helper:2.1 could not be resolved: connection reset"]
    lines += ['The command "mvn -B install" exited with 1.']
    entries = to_entries([(n, text) for n, text in enumerate(lines, 1)])
    assert [entries[i].number for i in rare_strong(entries)] == [10]  # three alike: noise; only the exit is rare
    assert [entries[i].number for i in rare_strong(entries, (0, len(entries) - 1))] == [9, 10]


def test_a_mozharness_verdict_repeated_for_every_test_counts_the_first_time() -> None:
    # Treeherder's sample logs (too_many_failures): mozharness' verdict lines, after the CI's timestamp is cleaned
    verdict = "21:36:09     INFO - TEST-UNEXPECTED-FAIL | dom/canvas/test/webgl-conf/generated/test_{}.html | failed"
    lines = ["$ run-tests", *(verdict.format(name) for name in ("a", "b", "c", "d"))]
    lines += ["21:58:55     INFO - GECKO(1037) | WebGL warning: linkProgram: Failed to link"] * 3  # noise
    assert _rare(lines)[0] == 2
