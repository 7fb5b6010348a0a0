from accesslog.parser import parse_lines
from accesslog.stats import status_class, summarize, top_paths


def test_status_class():
    assert status_class(200) == "2xx"
    assert status_class(304) == "3xx"
    assert status_class(503) == "5xx"


def test_summary_of_sample(sample_lines):
    entries, bad = parse_lines(sample_lines)
    s = summarize(entries, bad)
    assert s.malformed == 1
    assert s.requests == 9
    assert s.bytes_sent == 5120 * 3 + 2048 + 68 + 312 + 97
    assert s.status_classes == {"2xx": 6, "3xx": 1, "4xx": 1, "5xx": 1}


def test_distinct_hosts(sample_lines):
    s = summarize(*parse_lines(sample_lines))
    assert s.distinct_hosts == 5


def test_error_rate(sample_lines):
    s = summarize(*parse_lines(sample_lines))
    assert round(s.error_rate, 4) == round(2 / 9, 4)


def test_error_rate_empty():
    assert summarize([]).error_rate == 0.0


def test_top_paths(sample_lines):
    s = summarize(*parse_lines(sample_lines))
    assert top_paths(s, 2) == [("/index.html", 4), ("/api/orders", 1)]
