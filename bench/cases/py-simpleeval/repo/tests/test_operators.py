from .base import DRYTest


class TestOperators(DRYTest):
    """Test adding in new operators, removing them, make sure it works."""

    # TODO
