"""A rewrite's likeliest slips, seen in the diff alone, each found by a rule of its own module: a bound made
inclusive or exclusive (flips.py), two conditions joined with the other connective (connectives.py), a value handed in
one unit to a conversion from another (units.py), a name mistaken for its sibling (siblings.py), a call handed its
values in another order than the code it replaced computed with them (inlined.py), and some forty kinds more, each
named below with its module, and each said in a sentence by slip_words.SAY (why the plan reads it) and
slip_where.WHERE (how the report says the failure meets it). The plan reads the strongest before following calls
(read_change.py), and cites it, not what it calls; the report says which kind it was."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.aliased import aliased_lines
from diagbot.offline.backwards import backwards_lines
from diagbot.offline.calendar import calendar_lines
from diagbot.offline.carried import carried_lines
from diagbot.offline.connectives import turned_lines
from diagbot.offline.copied_item import copied_item_lines
from diagbot.offline.copies import copied_lines
from diagbot.offline.crossed_calls import crossed_call_lines
from diagbot.offline.defaults import defaults_lines
from diagbot.offline.described import described_lines, unnamed_lines
from diagbot.offline.ends import turned_ends
from diagbot.offline.factor_values import misvalued_lines
from diagbot.offline.factors import misconverted_lines
from diagbot.offline.fallbacks import fallback_lines
from diagbot.offline.flips import flipped_lines
from diagbot.offline.halfway import halfway_lines
from diagbot.offline.halving import halving_lines
from diagbot.offline.ignored import ignored_lines
from diagbot.offline.inlined import reordered_lines
from diagbot.offline.keyed import unfaithful_rows
from diagbot.offline.leftover import leftover_lines
from diagbot.offline.lettercase import lettercase_lines
from diagbot.offline.lopsided import lopsided_lines
from diagbot.offline.mirrored import mirrored_lines
from diagbot.offline.moved import moved_lines
from diagbot.offline.nullish import nullish_lines
from diagbot.offline.one_based import one_based_lines
from diagbot.offline.overwrites import overwritten_lines
from diagbot.offline.paired import paired_lines
from diagbot.offline.parted import parted_lines
from diagbot.offline.pasted import pasted_lines
from diagbot.offline.percent import percent_lines
from diagbot.offline.rates import rated_lines
from diagbot.offline.rebound import rebound_lines
from diagbot.offline.recoded import recoded_lines
from diagbot.offline.rewritten import unfaithful_lines
from diagbot.offline.rounded_up import rounded_over_lines, rounded_up_lines, truncated_nearest_lines
from diagbot.offline.rounding import rounding_lines
from diagbot.offline.seeded import seeded_lines
from diagbot.offline.siblings import SIBLING, sibling_lines
from diagbot.offline.slip_words import (  # the kinds, for the rules' tests too
    BACKWARDS,
    BOUND,
    CALENDAR,
    CARRIED,
    COPY,
    CROSSED_CALL,
    DEFAULTS,
    DESCRIBED,
    DROPPED,
    END,
    FACTOR,
    FACTOR_VALUE,
    FALLBACK,
    HALFWAY,
    HALVING,
    IGNORED,
    ITEM_COPY,
    JOIN,
    LEFTOVER,
    LETTERCASE,
    LOPSIDED,
    MIRROR,
    MOVED,
    NEAREST,
    NESTED,
    NULLISH,
    ONE_BASED,
    ORDER,
    OVERWRITE,
    PAIRED,
    PARTED,
    PASTED,
    PERCENT,
    RATE,
    REBOUND,
    RECEIVER,
    RECODED,
    REWRITE,
    ROUND,
    ROUNDED_UP,
    ROW,
    SEEDED,
    SHARED,
    SLOTS,
    SPARE,
    STEPPED,
    TRUNCATED,
    TURNED,
    TWIN,
    UNAWAITED,
    UNDONE,
    UNHEARD,
    UNIT,
    UNNAMED,
    UNREAD,
    UNSORTED,
    UNSPENT,
    WEEKDAY,
)
from diagbot.offline.slots import shared_slot_lines
from diagbot.offline.spare import spare_lines
from diagbot.offline.stepped import stepped_lines
from diagbot.offline.transplanted import transplanted_lines
from diagbot.offline.truncated import truncated_lines
from diagbot.offline.turned_args import turned_arg_lines
from diagbot.offline.twins import twin_lines
from diagbot.offline.unawaited import unawaited_lines
from diagbot.offline.undone import undone_lines
from diagbot.offline.unheard import unheard_lines
from diagbot.offline.units import mixed_lines
from diagbot.offline.unread import unread_lines
from diagbot.offline.unsorted import unsorted_lines
from diagbot.offline.unspent import unspent_lines
from diagbot.offline.weekdays import weekday_lines


@lru_cache(maxsize=2)
def slipped_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], tuple[int, str]]:
    """The added lines of source that slipped, each with how surely (2 before 1) and which kind of slip."""
    found = {k: (n, BOUND) for k, n in flipped_lines(changes).items()}
    found |= {k: (n, JOIN) for k, n in turned_lines(changes).items() if k not in found}
    found |= {k: (n, OVERWRITE) for k, n in overwritten_lines(changes).items() if k not in found}
    found |= {k: (n, UNIT) for k, n in mixed_lines(changes).items() if k not in found}
    found |= {k: (n, FACTOR) for k, n in misconverted_lines(changes).items() if k not in found}
    found |= {k: (n, FACTOR_VALUE) for k, n in misvalued_lines(changes).items() if k not in found}
    found |= {k: (n, SLOTS) for k, n in shared_slot_lines(changes).items() if k not in found}
    for kind in (COPY, SHARED, NESTED, RECEIVER):
        found |= {k: (n, kind) for k, n in aliased_lines(changes, kind).items() if n > found.get(k, (0, ""))[0]}
    found |= {k: (n, DEFAULTS) for k, n in defaults_lines(changes).items() if k not in found}
    found |= {k: (n, MIRROR) for k, n in mirrored_lines(changes).items() if k not in found}
    found |= {k: v for k, v in sibling_lines(changes).items() if k not in found}
    found |= {k: (n, SIBLING) for k, n in transplanted_lines(changes).items() if k not in found}  # moved elsewhere
    found |= {k: (n, REWRITE) for k, n in unfaithful_lines(changes).items() if k not in found}
    found |= {k: (n, ORDER) for k, n in reordered_lines(changes).items() if k not in found}
    found |= {k: (n, ROW) for k, n in unfaithful_rows(changes).items() if k not in found}
    found |= {k: (n, UNREAD) for k, n in unread_lines(changes).items() if k not in found}
    found |= {k: (n, END) for k, n in turned_ends(changes).items() if k not in found}
    found |= {k: (n, IGNORED) for k, n in ignored_lines(changes).items() if k not in found}
    found |= {k: (n, CARRIED) for k, n in carried_lines(changes).items() if k not in found}
    found |= {k: (n, ROUND) for k, n in rounding_lines(changes).items() if k not in found}
    found |= {k: (n, PARTED) for k, n in parted_lines(changes).items() if k not in found}
    found |= {k: (n, HALVING) for k, n in halving_lines(changes).items() if k not in found}
    found |= {k: (n, REBOUND) for k, n in rebound_lines(changes).items() if k not in found}
    found |= {k: (n, UNSPENT) for k, n in unspent_lines(changes).items() if k not in found}
    found |= {k: (n, SPARE) for k, n in spare_lines(changes).items() if k not in found}
    found |= {k: (n, PASTED) for k, n in pasted_lines(changes).items() if k not in found}
    found |= {k: (n, LOPSIDED) for k, n in lopsided_lines(changes).items() if k not in found}
    found |= {k: (n, MOVED) for k, n in moved_lines(changes).items() if k not in found}
    found |= {k: (n, HALFWAY) for k, n in halfway_lines(changes).items() if k not in found}
    found |= {k: (n, STEPPED) for k, n in stepped_lines(changes).items() if k not in found}
    found |= {k: (n, UNSORTED) for k, n in unsorted_lines(changes).items() if k not in found}
    found |= {k: (n, LEFTOVER) for k, n in leftover_lines(changes).items() if k not in found}
    found |= {k: (n, RATE) for k, n in rated_lines(changes).items() if k not in found}
    found |= {k: (n, DESCRIBED) for k, n in described_lines(changes).items() if k not in found}
    found |= {k: (n, SEEDED) for k, n in seeded_lines(changes).items() if k not in found}
    found |= {k: (n, NULLISH) for k, n in nullish_lines(changes).items() if k not in found}
    found |= {k: (n, TURNED) for k, n in turned_arg_lines(changes).items() if k not in found}
    found |= {k: (n, TWIN) for k, n in twin_lines(changes).items() if k not in found}
    found |= {k: (n, UNHEARD) for k, n in unheard_lines(changes).items() if k not in found}
    found |= {k: (n, RECODED) for k, n in recoded_lines(changes).items() if k not in found}
    found |= {k: (n, CALENDAR) for k, n in calendar_lines(changes).items() if k not in found}
    found |= {k: (n, UNDONE) for k, n in undone_lines(changes).items() if k not in found}
    found |= {k: (n, UNAWAITED) for k, n in unawaited_lines(changes).items() if k not in found}
    found |= {k: (n, WEEKDAY) for k, n in weekday_lines(changes).items() if k not in found}
    found |= {k: (n, LETTERCASE) for k, n in lettercase_lines(changes).items() if k not in found}
    found |= {k: (n, BACKWARDS) for k, n in backwards_lines(changes).items() if k not in found}
    found |= {k: (n, TRUNCATED) for k, n in truncated_lines(changes).items() if k not in found}
    found |= {k: (n, ITEM_COPY) for k, n in copied_item_lines(changes).items() if k not in found}
    found |= {k: (n, PERCENT) for k, n in percent_lines(changes).items() if k not in found}
    found |= {k: (n, CROSSED_CALL) for k, n in crossed_call_lines(changes).items() if k not in found}
    found |= {k: (n, FALLBACK) for k, n in fallback_lines(changes).items() if k not in found}
    found |= {k: (n, PAIRED) for k, n in paired_lines(changes).items() if k not in found}
    found |= {k: (n, ROUNDED_UP) for k, n in rounded_up_lines(changes).items() if k not in found}
    found |= {k: (n, ONE_BASED) for k, n in one_based_lines(changes).items() if k not in found}
    found |= {k: (n, NEAREST) for k, n in truncated_nearest_lines(changes).items() if k not in found}
    found |= {k: (n, DROPPED) for k, n in rounded_over_lines(changes).items() if k not in found}
    found |= {k: (n, UNNAMED) for k, n in unnamed_lines(changes).items() if k not in found}
    found |= {k: v for k, v in copied_lines(changes).items() if k not in found}  # copies.py: not turned over
    return MappingProxyType(found)
