from datetime import datetime, timedelta, timezone

import pytest

from accesslog.parser import parse_line, parse_lines, parse_time


def test_common_format():
    e = parse_line('192.0.2.10 - bob [10/Oct/2000:13:55:36 -0700] "GET /a.gif?x=1 HTTP/1.0" 200 2326\n')
    assert e is not None
    assert e.host == "192.0.2.10"
    assert e.user == "bob"
    assert e.method == "GET"
    assert e.path == "/a.gif"
    assert e.query == "x=1"
    assert e.status == 200
    assert e.size == 2326
    assert e.referer is None and e.agent is None


def test_combined_format():
    e = parse_line('192.0.2.10 - - [10/Oct/2000:13:55:36 +0000] "GET / HTTP/1.1" 200 10 "http://x/" "UA/1.0"')
    assert e is not None
    assert e.user is None
    assert e.referer == "http://x/"
    assert e.agent == "UA/1.0"


def test_dash_size_is_zero():
    e = parse_line('192.0.2.10 - - [10/Oct/2000:13:55:36 +0000] "GET / HTTP/1.1" 304 -')
    assert e is not None and e.size == 0


def test_time_with_offset():
    t = parse_time("10/Oct/2000:13:55:36 -0700")
    assert t == datetime(2000, 10, 10, 13, 55, 36, tzinfo=timezone(timedelta(hours=-7)))


def test_bad_time_raises():
    with pytest.raises(ValueError):
        parse_time("10/Foo/2000:13:55:36")


@pytest.mark.parametrize(
    "line",
    [
        "",
        "garbage",
        '192.0.2.10 - - [10/Oct/2000:13:55:36 +0000] "get / HTTP/1.1" 200 10',
        '192.0.2.10 - - [10/Oct/2000:13:55:36 +0000] "GET / HTTP/1.1" 2000 10',
        '192.0.2.10 - - [10/Zzz/2000:13:55:36 +0000] "GET / HTTP/1.1" 200 10',
    ],
)
def test_rejects(line):
    assert parse_line(line) is None


def test_parse_lines_counts_bad_skips_blank():
    entries, bad = parse_lines(["garbage\n", "\n", '1.2.3.4 - - [10/Oct/2000:13:55:36 +0000] "GET / HTTP/1.1" 200 1\n'])
    assert len(entries) == 1
    assert bad == 1
