"""A rewrite's likeliest slips, seen in the diff alone: a bound made inclusive or exclusive (flips.py), two
conditions joined with the other connective (connectives.py), a running value overwritten (overwrites.py), a value
handed in one unit to a conversion from another (units.py), or converted by a number other than the ratio of the
units the names say (factors.py), a value the removed code copied now changed in place (aliased.py), a value changed
in place under a second name or nested in a shallow copy (shared.py), one empty container made every slot's and a
slot changed in place (slots.py), a module's defaults changed in place from a function (defaults.py), a twin line
turned over from one counterpart to the other but in one place (mirrored.py), a name mistaken for its sibling
(siblings.py), also in a line moved into another file (transplanted.py), code rewritten into a call handed a value it
never read where the like rewrites hand theirs faithfully (rewritten.py), or handed its values in another order than
the code it replaced computed with them (inlined.py), or code rewritten into rows keyed by the removed code's
strings, one row reading a sibling of the field its key's old code read (keyed.py), a block handed a parameter it
never reads, reading another value's field (unread.py), a queue served from the other end (ends.py), a parameter the
branch added that the body never reads, spelling out its default instead (ignored.py), a call carried into a loop
over a value's parts still handed the whole value's arguments (carried.py), a whole-number division rounded up one
too high (rounding.py), a read of a field the branch parted into several rewritten to another part than the like
reads (parted.py), a binary search's bound moved otherwise than its loop's test keeps it (halving.py), a kept line
still reading a name whose conversion the branch moved into a new name (rebound.py), a loop's item read after the
loop where the total the loop adds up, which nothing reads, was meant (unspent.py), a field of a new record read
where its like-named sibling, which nothing reads, was meant (spare.py), a default copied from the line beside it,
the constant named after it left unused (pasted.py), a comparison and its mirror image joined with two bounds
(lopsided.py), a constant moved into an option with another value than the others moved with it kept (moved.py), two
removed lines merged into one renamed halfway (halfway.py), a line moved into another file reading a sibling of the
name it read there (transplanted.py), a line moved past a neighbour it depends on (stepped.py), an end of a list read
just before the list is sorted in place (unsorted.py), a loop's variable read in a later loop (leftover.py), an
amount multiplied by a rate per another unit of its kind (rates.py), a constant read other than the sibling whose
value the comment over the line gives, or a function's one line computing without the constant its comment names
(described.py), a loop handing a call the value its running name was seeded from (seeded.py), a value read by key
checked strictly for null, a missing key's `undefined` let through (nullish.py), a call rewritten with two arguments
each in the other's place of the removed call (turned_args.py), a function copied from its twin, its name turned to
the other end and its body not (twins.py), a new function's one line handing on to its namesake a value other than
the parameter it takes (unheard.py), a call's one-letter code retyped on the way into a rewrite (recoded.py), a
calendar table with one wrong entry (calendar.py), replacements undone in the order they were done (undone.py), an
async function's call tested without `await` (unawaited.py), a weekday compared in another numbering than its call's
(weekdays.py), a letter's value taken from the other case's first letter (lettercase.py), a `between` handed the
later moment first (backwards.py), a division of whole numbers stored as a fraction (truncated.py), or a Go slice's
item changed through a copy (copied_item.py). The plan reads the strongest before following calls (read_change.py),
and cites it, not what it calls; the report says which kind it was."""

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
from diagbot.offline.defaults import defaults_lines
from diagbot.offline.described import described_lines, unnamed_lines
from diagbot.offline.ends import turned_ends
from diagbot.offline.factors import misconverted_lines
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
from diagbot.offline.overwrites import overwritten_lines
from diagbot.offline.parted import parted_lines
from diagbot.offline.pasted import pasted_lines
from diagbot.offline.rates import rated_lines
from diagbot.offline.rebound import rebound_lines
from diagbot.offline.recoded import recoded_lines
from diagbot.offline.rewritten import unfaithful_lines
from diagbot.offline.rounding import rounding_lines
from diagbot.offline.seeded import seeded_lines
from diagbot.offline.siblings import SIBLING, sibling_lines
from diagbot.offline.slip_words import (  # the kinds, for the rules' tests too
    BACKWARDS,
    BOUND,
    CALENDAR,
    CARRIED,
    COPY,
    DEFAULTS,
    DESCRIBED,
    END,
    FACTOR,
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
    NESTED,
    NULLISH,
    ORDER,
    OVERWRITE,
    PARTED,
    PASTED,
    RATE,
    REBOUND,
    RECEIVER,
    RECODED,
    REWRITE,
    ROUND,
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
    found |= {k: (n, UNNAMED) for k, n in unnamed_lines(changes).items() if k not in found}
    return MappingProxyType(found)
