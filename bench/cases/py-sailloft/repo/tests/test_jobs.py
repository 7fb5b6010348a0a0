import pytest

from sailloft.jobs import Job, parse_ticket


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("retape leech", Job("retape", edge="leech")),
        ("Retape FOOT", Job("retape", edge="foot")),
        ("patch 0.4", Job("patch", size=0.4)),
        ("recut foot 0.15", Job("recut", edge="foot", size=0.15)),
    ],
)
def test_parse_ticket(text, job):
    assert parse_ticket(text) == job


@pytest.mark.parametrize("text", ["", "retape", "retape head", "patch", "recut luff", "wash"])
def test_bad_tickets(text):
    with pytest.raises(ValueError):
        parse_ticket(text)
