import pytest

from kennel import Dog, size_of


@pytest.mark.parametrize(
    ("weight", "size"),
    [(4.5, "small"), (10.0, "small"), (10.1, "medium"), (25.0, "medium"), (30, "large"), (62, "giant")],
)
def test_size_bands(weight, size):
    assert size_of(Dog("Rex", weight)) == size


def test_weight_must_be_positive():
    with pytest.raises(ValueError, match="weight must be positive"):
        Dog("Ghost", 0)
