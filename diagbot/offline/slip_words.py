"""The kinds of slip slips.py finds, and SAY, the plan's reason to read the line of each (slip_where.py holds the
Cause's clause for each)."""

from __future__ import annotations

from diagbot.offline.siblings import CROSSED, SIBLING, STALE

BOUND = "bound"
JOIN = "join"
OVERWRITE = "overwrite"
UNIT = "unit"
FACTOR = "factor"
COPY = "copy"
SHARED = "shared"
NESTED = "nested"
RECEIVER = "receiver"
SLOTS = "slots"
DEFAULTS = "defaults"
MIRROR = "mirror"
REWRITE = "rewrite"
ORDER = "order"
ROW = "row"
UNREAD = "unread"
END = "end"
IGNORED = "ignored"
CARRIED = "carried"
ROUND = "round"
PARTED = "parted"
HALVING = "halving"
REBOUND = "rebound"
UNSPENT = "unspent"
SPARE = "spare"
PASTED = "pasted"
LOPSIDED = "lopsided"
MOVED = "moved"
HALFWAY = "halfway"
STEPPED = "stepped"
UNSORTED = "unsorted"
LEFTOVER = "leftover"
RATE = "rate"
DESCRIBED = "described"
SEEDED = "seeded"
NULLISH = "nullish"
TURNED = "turned"
TWIN = "twin"
UNNAMED = "unnamed"
UNHEARD = "unheard"
RECODED = "recoded"
CALENDAR = "calendar"
UNDONE = "undone"
UNAWAITED = "unawaited"
WEEKDAY = "weekday"
LETTERCASE = "lettercase"
BACKWARDS = "backwards"
TRUNCATED = "truncated"
ITEM_COPY = "item_copy"
PERCENT = "percent"
CROSSED_CALL = "crossed_call"
FALLBACK = "fallback"
PAIRED = "paired"
ROUNDED_UP = "rounded_up"
NEAREST = "nearest"
DROPPED = "dropped"
ONE_BASED = "one_based"
FACTOR_VALUE = "factor_value"
KINDRED = "kindred"
KEYED_ROW = "keyed_row"
OWN_FIELD = "own_field"
HALF_EDIT = "half_edit"
SAY = {  # the plan's reason to read it
    BOUND: "compares with another bound than the code the branch removed there",
    JOIN: "joins two conditions with the other connective than the code the branch removed there",
    OVERWRITE: "assigns a value the code the branch removed there added to, and loses what it held",
    UNIT: "hands a value named in one unit to a conversion or a parameter named for another",
    FACTOR: "converts a value named in one unit to another by a number other than their ratio",
    FACTOR_VALUE: "defines a conversion factor as a number other than the ratio of the units its name says",
    KINDRED: "reads, as its twin function does, the other family's name where its own name says its family",
    KEYED_ROW: "says its neighbour's key where the rows of its table each say their own",
    OWN_FIELD: "reads the field its twin line above reads for its own name, not the field of this line's name",
    HALF_EDIT: "names in one place a value the line it replaced wrote twice, and keeps the number in the other",
    COPY: "changes in place a value the code the branch removed there copied",
    SHARED: "gives a value a second name, changes it in place under that name and still reads the first",
    NESTED: "changes in place a value nested in a shallow copy, which the copy still shares with its original",
    RECEIVER: "gives the object a method was called on a second name, changes it through that name and returns it",
    SLOTS: "makes one empty container the value of every slot, and a line below changes a slot of it in place",
    DEFAULTS: "changes a module's defaults in place from inside a function, for every later caller",
    MIRROR: "is the twin of the line beside it turned over to the other side (`height` for `width`), but for one place",
    SIBLING: "reads a like-named sibling where the line it replaced read its own name, which other code still reads",
    CROSSED: "passes a call a pair of names from two families, where the code has both pairs it could have meant",
    STALE: "computes with a value after a line above derived another from it, as other code computes with that one",
    REWRITE: "hands a call a value the code it replaced never read, where the like rewrites hand theirs only their own",
    ORDER: "hands a call its values in another order than the code it replaced computed with them",
    ROW: "reads a sibling of the field the removed code read for its key, where the other rows read just theirs",
    UNREAD: "hands a call a block whose parameter its body never reads, reading another value's field instead",
    END: "takes or puts items at the other end of a queue than the code it replaced",
    IGNORED: "spells out the default of a parameter the branch gave its function, which the body never reads",
    CARRIED: "hands a call, in a loop over a value's parts, the arguments the code it replaced handed for the whole",
    ROUND: "rounds a whole-number division up one too high (`(n + d) / d`, not `(n + d - 1) / d`)",
    PARTED: "reads another part of a field the branch parted than the like reads of that field were rewritten to",
    HALVING: "moves a binary search's bound otherwise than its loop's test keeps it (`lo = mid + 1`, `hi - lo > 1`)",
    REBOUND: "still reads a name whose conversion the branch moved into a new name above it, as the line did before",
    UNSPENT: "reads, after a loop, the part of its last item that the loop adds up into a total nothing reads",
    SPARE: "reads a field of a record the branch made whose like-named sibling field no code reads",
    PASTED: "binds a name to the constant its neighbour's namesake holds, where a constant named after it exists",
    LOPSIDED: "joins a comparison and its mirror image (the two values swapped) with the bound inclusive on one side",
    MOVED: "gives a constant the branch moved another value than it had, where the other constants moved kept theirs",
    HALFWAY: "merges two removed lines that differed by one name into one reading one name here and the other there",
    STEPPED: "is a line the branch moved past a kept line that reads what it writes, or writes what it reads",
    UNSORTED: "reads an end of a list (its first or last item) just before a line below sorts that list in place",
    LEFTOVER: "reads, in a loop below, the variable of a loop that ended above it: the last item, left over",
    RATE: "multiplies an amount in one unit by a rate per another unit of its kind, with nothing converting them",
    DESCRIBED: "reads a constant other than the sibling whose value the comment over it gives",
    SEEDED: "hands a call, in a loop, the value a running name was seeded from, where the loop's other calls read it",
    NULLISH: "checks strictly for null a value read by key, which a missing key leaves undefined",
    TURNED: "hands a call two arguments each in the other's place of the removed call of that function it replaces",
    TWIN: "is in a function the twin of one beside it under the opposite name, its body the same, saying the other end",
    UNNAMED: "is its function's one line and computes without the constant the comment over it names",
    UNHEARD: "is the one line of a new function handing on to its namesake a value other than the parameter it takes",
    RECODED: "hands a call a one-letter code no removed call of it used, where the removed code used another, now gone",
    CALENDAR: "holds the one number of a calendar table (the days of each month, or before each) not the calendar's",
    UNDONE: "undoes a table of replacements in the same order as another loop does them, not the other way round",
    UNAWAITED: "tests the call of an async function without `await`: a promise, always truthy, not its answer",
    WEEKDAY: "compares a call's weekday with a day's number in another numbering than the call's",
    LETTERCASE: "tests for letters of one case and subtracts the first letter of the other case",
    BACKWARDS: "hands a `between` the later moment first, as the names of the two say",
    TRUNCATED: "stores in a `double` the division of two whole numbers, its fraction dropped first",
    ITEM_COPY: "copies a slice's item into a name whose fields the lines below change, never writing it back",
    PERCENT: "multiplies a value by a percentage with nothing on the line dividing it by 100",
    PAIRED: "gives a pair's second name the first's value, or reads the first of a pair whose second nothing reads",
    ROUNDED_UP: "rounds or truncates a count the comment over it says a part started counts whole in (rounded up)",
    ONE_BASED: "indexes with a number the comment over its function says counts from 1, as it is, not less one",
    NEAREST: "drops the fraction of a value the comment over it says is rounded to the nearest",
    DROPPED: "rounds to the nearest or up a value the comment over it says drops its fraction (rounded down)",
    FALLBACK: "looks up one key and falls back on another's default, where the like lookups beside it read one key",
    CROSSED_CALL: "hands a function the branch shows its arguments in the places of each other's parameters",
}
