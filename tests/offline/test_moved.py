"""Constants moved into options, one given another value on the way while the others kept theirs
(`WASTAGE_PERCENT = 5` become `wastagePercent = 10` beside `labourRatePence = 3200`): that line is the slip."""

from __future__ import annotations

import pytest

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.moved import moved_lines
from diagbot.offline.slips import MOVED, slipped_lines

ESTIMATOR = (
    "@@ -8,8 +8,5 @@ final class Estimator\n"
    " {\n"
    "-    private const WASTAGE_PERCENT = 5;\n"
    "-    private const LABOUR_RATE_PENCE = 3200;\n"
    "-    private const M2_PER_HOUR = 12.0;\n"
    "-    public function __construct(private readonly Catalogue $catalogue)\n"
    "+    public function __construct(\n"
    "+        private readonly Catalogue $catalogue,\n"
    "+        private readonly QuoteOptions $options = new QuoteOptions(),\n"
    "+    ) {\n"
)
OPTIONS = (
    "@@ -0,0 +1,9 @@\n"
    "+<?php\n"
    "+final class QuoteOptions\n"
    "+{\n"
    "+    public function __construct(\n"
    "+        public readonly int $wastagePercent = 10,\n"
    "+        public readonly int $labourRatePence = 3200,\n"
    "+        public readonly float $m2PerHour = 12,\n"
    "+    ) {\n"
    "+    }\n"
)


def _changes(options: str, estimator: str = ESTIMATOR) -> ChangeSet:
    files = (("src/Estimator.php", estimator, "modified"), ("src/QuoteOptions.php", options, "added"))
    return ChangeSet(tuple(FileChange(p, s, added=1, deleted=1, patch=t) for p, t, s in files), "main")


def test_the_constant_moved_with_another_value_is_the_slip() -> None:
    changes = _changes(OPTIONS)
    assert dict(moved_lines(changes)) == {("src/QuoteOptions.php", 5): 2}  # 12.0 moved as 12: the same value
    assert slipped_lines(changes)[("src/QuoteOptions.php", 5)] == (2, MOVED)


@pytest.mark.parametrize(
    ("options", "estimator"),
    [
        (OPTIONS.replace("= 10,", "= 5,"), ESTIMATOR),  # every value moved as it was
        (OPTIONS.replace("= 3200,", "= 3000,").replace("= 12,", "= 10,"), ESTIMATOR),  # none kept: meant to change
        (OPTIONS, ESTIMATOR.replace("-    private const WASTAGE_PERCENT = 5;\n", "")),  # no such constant removed
        (OPTIONS, ESTIMATOR.replace("WASTAGE_PERCENT", "wastagePercent")),  # a variable set, not a constant
    ],
)
def test_values_moved_as_they_were_or_all_changed_are_left_alone(options: str, estimator: str) -> None:
    assert not moved_lines(_changes(options, estimator))


def test_a_constant_given_a_new_value_where_it_stands_is_no_move() -> None:
    patch = "@@ -1,2 +1,2 @@\n-WASTAGE_PERCENT = 5\n+WASTAGE_PERCENT = 10\n-LABOUR_RATE = 3\n+LABOUR_RATE = 3\n"
    assert not moved_lines(ChangeSet((FileChange("quote.py", "modified", added=2, deleted=2, patch=patch),), "main"))
