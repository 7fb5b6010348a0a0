from accesslog.parser import parse_lines
from accesslog.report import format_summary
from accesslog.stats import summarize


def test_report_lines(sample_lines):
    text = format_summary(summarize(*parse_lines(sample_lines)), top=1)
    lines = text.splitlines()
    assert lines[0] == "requests:  9"
    assert lines[1] == "malformed: 1"
    assert lines[3] == "clients:   5"
    assert lines[4] == "errors:    22.2%"
    assert "  2xx: 6" in lines
    assert lines[-2:] == ["top paths:", "      4  /index.html"]


def test_report_empty():
    text = format_summary(summarize([]))
    assert "top paths:" not in text
    assert text.splitlines()[0] == "requests:  0"
