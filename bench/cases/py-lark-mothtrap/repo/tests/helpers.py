from pathlib import Path

from mothtrap.log import parse_log

SAMPLE = Path(__file__).with_name("sample.log")


def sample_nights():
    return parse_log(SAMPLE.read_text(encoding="utf-8"))
