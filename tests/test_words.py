import pytest

from diagbot.words import plural


@pytest.mark.parametrize(("n", "text"), [(0, "0 files"), (1, "1 file"), (2, "2 files"), (1204, "1204 files")])
def test_plural_counts_with_the_right_noun_form(n: int, text: str) -> None:
    assert plural(n, "file") == text
