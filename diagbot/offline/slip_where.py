"""WHERE: the Cause's clause, for each kind of slip slips.py finds, for how the failure meets it."""

from __future__ import annotations

from diagbot.offline.siblings import CROSSED, SIBLING, STALE
from diagbot.offline.slip_calls import CALLS
from diagbot.offline.slip_copies import COPIES
from diagbot.offline.slip_words import (
    BOUND,
    CALENDAR,
    CARRIED,
    COPY,
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
    OVERWRITE,
    PAIRED,
    PARTED,
    PASTED,
    PERCENT,
    RATE,
    REBOUND,
    RECEIVER,
    ROUND,
    ROUNDED_UP,
    ROW,
    SHARED,
    SLOTS,
    SPARE,
    STEPPED,
    TRUNCATED,
    TWIN,
    UNDONE,
    UNIT,
    UNNAMED,
    UNREAD,
    UNSORTED,
    UNSPENT,
    WEEKDAY,
)

WHERE = {  # the Cause's clause for how the failure meets it
    BOUND: "where its comparison takes the other bound than the code the branch removed there (`<` for `<=`)",
    JOIN: "where it joins two conditions with the other connective than the code the branch removed there (`or` for"
    " `and`)",
    OVERWRITE: "where it assigns a name the code the branch removed there added to (`x = x || …`) without reading it:"
    " what the code above it put there is lost",
    UNIT: "where it hands a value named in one unit to a conversion or a parameter named for another"
    " (`measure.points()` to `picas_to_units`, `depthMm` to `float $depthCm`): one of the two is the wrong one",
    FACTOR: "where it converts a value named in one unit by a number that is not its ratio to the unit the result is"
    " in (`area_mm2 / 1000` for square metres, a million apart; `seam_mm / 100` for metres, a thousand): the result"
    " is off by what the two differ",
    COPY: "where it changes in place a value the code the branch removed there copied first: every later use of that"
    " value (another call, the next test) sees the change",
    SHARED: "where it binds a second name to the same value, not to a copy: the changes made through the new name"
    " show through the first, which the code still reads as if unchanged",
    NESTED: "where it changes in place a value nested in a shallow copy: the copy shares it with the original, so"
    " the original (a module's defaults, the caller's data) changes too, for every later use",
    RECEIVER: "where it names the object the method was called on as if it were a copy, changes it and returns it:"
    " the caller's object changes too (`$layout = $this;`, not `clone $this`)",
    SLOTS: "where it makes one empty container the value of every slot (`dict.fromkeys(keys, [])`, `[[]] * n`,"
    " `.fill([])`, `Hash.new([])`): changing one slot in place changes them all",
    DEFAULTS: "where it changes a module's defaults in place from inside a function (`Object.assign(DEFAULT_RULES, …)`,"
    " not `{ ...DEFAULT_RULES, … }`): every later caller, and the next test, starts from the changed values",
    MIRROR: "where it repeats the line beside it for the other side (`height` where that line says `width`) but"
    " keeps the first side's word in one place (`height = scale(box.width, ratio)`): a copy not fully turned over",
    SIBLING: "where it reads a like-named sibling (`temp_coeff_pmax_pct`) where the line it replaced read its own"
    " (`temp_coeff_voc_pct`), a name other code still reads: a field mistaken for its neighbour",
    CROSSED: "where it passes a call a pair of names from two families (`setTime(untilHour, fromMinute)`) though the"
    " code has both pairs it could have meant (`fromHour`, `untilMinute`): one argument is the other family's",
    STALE: "where it computes with a value (`arrived + minutes`) after a line above derived another from it (`start ="
    " max(arrived, free)`), the one the code computes with that way elsewhere (`start + minutes`): a stale name",
    ROW: "where it rewrites the code for its key into a row reading a sibling of the field that code read"
    " (`s.averageAmplitude` for `lowestAmplitude`, keyed `'amplitude'`), while the other rows read just the fields"
    " their keys' code read: the one row that broke the rule",
    UNREAD: "where it hands a call a block that never reads the parameter each call gives it (`{ |booking|"
    " job.estimate_minutes }`) and reads a field of another value instead: it computes the same for every item, a"
    " stale name where the parameter was meant",
    END: "where it takes or puts items at the other end of a list or queue than the code it replaced did"
    " (`pop_back()` where it was `remove(0)`): first in, first out became last in, first out, or the other way round",
    IGNORED: "where it computes with the value a parameter the branch gave the function defaults to (`ceil(minutes /"
    " 60)` under `def billable_steps(minutes, grace, step=60)`), a body that never reads that parameter: every"
    " caller handing another value gets the default's answer",
    CARRIED: "where it hands a call, inside a loop over a value's parts (`foreach ($booking->slots() as $slot)`), the"
    " very arguments the code it replaced handed for the whole value (`rateAt($type, $booking->start)`) and never"
    " reads the part: every part gets the first part's answer, where the loop's part was meant",
    ROUND: "where it rounds a whole-number division up one too high (`(length + step) / step`, where rounding up is"
    " `(length + step - 1) / step`; `days / 7 + 1` where the removed code rounded up): a value that is already a"
    " whole number of steps gets one step more",
    PARTED: "where it rewrites a read of a field the branch parted into several (`pricePence` into `listPence` and"
    " `chargedPence`) to another part (`priced.listPence`) than the like reads were rewritten to"
    " (`p.chargedPence`): a sibling taken where the rule was the other",
    HALVING: "where it moves a binary search's bound otherwise than its loop's test keeps it (`lo = mid + 1` under"
    " `while (hi - lo > 1)`, which keeps the answer between the bounds, so `lo = mid`; `hi = mid` under `lo <= hi`):"
    " the search steps past the answer, or never ends",
    REBOUND: "where it still reads a name (`return value`) whose conversion the branch moved into a new name above it"
    " (`value = float(value)` became `number = float(value)`): the line, kept as it was, read the converted value"
    " before and reads what came in now",
    UNSPENT: "where it reads, after the loop, the part of the loop's item (`$priced->chargedKg`) that the loop adds"
    " up into a total the branch made and never reads (`$wholeKg += $priced->chargedKg`): the last item's part, where"
    " the total was meant",
    SPARE: "where it reads a field (`span.end_minute`) of a record the branch made whose like-named sibling field"
    " (`ramp_end_minute`) no source line reads: the record was given that field to be read, and this read took its"
    " sibling",
    PASTED: "where it binds a name (`beamMargin = UNDER_KEEL_M`) to the constant the binding beside it binds its"
    " namesake to (`underKeel = UNDER_KEEL_M`), though the code has a constant named after it (`BEAM_MARGIN_M`): a"
    " line copied from its neighbour, its value left as it was",
    LOPSIDED: "where it joins a comparison and its mirror image, the two values swapped (`a.start <= b.end && b.start"
    " < a.end`), with the bound inclusive on one side and exclusive on the other: the answer depends on which value"
    " comes first, where both sides must take the same bound",
    MOVED: "where it gives a constant the branch moved (`WASTAGE_PERCENT = 5` become `wastagePercent = 10`) another"
    " value than it had, while the other constants moved with it kept theirs: a move keeps what it moves",
    HALFWAY: "where it merges two removed lines that differed by one name (`ranks[size] = …(v, size)` and `ranks[i] ="
    " …(v, i)`) into one that reads one name in one place and the other in another (`ranks[size] = …(v, i)`), which"
    " neither did: one place was not renamed",
    STEPPED: "where it moves a line past its neighbour (`i += size` from above `start = i` to below it), the one"
    " writing a name the other reads: their order is their meaning, and the neighbour now reads the value from before"
    " the step",
    UNSORTED: "where it reads an end of a list (`const winner = finished[0];`) just before a line below sorts that list"
    " in place (`finished.sort(byTime);`): it takes the first item of the order the list came in, not of the order"
    " the sort makes",
    LEFTOVER: "where it reads, in a loop below (`due = next_due(insp)`), the variable of a loop that ended above it"
    " (`for insp in inspections:`): Python's and PHP's loop variables outlive their loops, so it reads the last item"
    " of that loop for every pass of this one, where a name of this loop was meant",
    RATE: "where it multiplies an amount named in one unit (`store_kg`) by a rate per another unit of its kind"
    " (`price_per_t`, per tonne) with no number on the line converting one to the other: the product is off by their"
    " ratio (a thousand, here)",
    DESCRIBED: "where it reads a constant (`LIMIT_MPH`) other than the sibling whose value the comment over it gives"
    " (`at most 80 km/h`, the value of `LIMIT_KMH`): the comment says what was meant, the line took its neighbour",
    NULLISH: "where it checks strictly for null (`value !== null ? value : defs[key]`) a value read from an object by"
    " key (`target[key]`): a missing key reads `undefined`, which the check lets through, so the fallback is taken"
    " only for keys set to null (`!= null` or `??` takes both)",
    TWIN: "where a function the branch added is the twin of another under the opposite name (`lowestN` beside"
    " `highestN`) with the same body, and this line says its twin's end (`sort(descending)`): the copy's name was"
    " turned over, its body not",
    UNNAMED: "where, as its function's one line, it computes without the constant the comment over it names word for"
    " word (`a majority of the season's days` over `return won > played / 2`, beside `const SeasonDays = 30`): the"
    " comment says what the line was meant to read",
    CALENDAR: "where it holds the one number of a calendar table that is not the calendar's (`0, 31, 59, 90, 120, 151,"
    " 182, 212`, the days before each month, gives June 31 days): every date past that month is a day out",
    UNDONE: "where it undoes a table of replacements (`s.replace(seq, char)` for each pair) in the same order as"
    " another loop does them (`s.replace(char, seq)`): undoing must run the other way round, or a sequence the first"
    " pair made (`~0` from `~`, then `1`: `~01`) is read as the second's (`~1`, `/`)",
    WEEKDAY: "where it compares a call's weekday with a day's number in another numbering (`isoweekday() == SUNDAY`"
    " with `SUNDAY = 6`: `isoweekday()` counts Monday 1 to Sunday 7, `weekday()` Monday 0 to Sunday 6): the test"
    " holds on the neighbouring day",
    LETTERCASE: "where it tests for letters of one case and subtracts the first letter of the other (`'a'..='f' =>"
    " c - 'A' + 10`): every letter's value is off by the 32 between the cases",
    TRUNCATED: "where it stores in a `double` the division of two whole numbers (`double half = count / 2;` with `int"
    " count`): the division drops the fraction before the result is widened, so 3 / 2 stores 1.0",
    ITEM_COPY: "where it copies a slice's item (`r := results[i]`) into a name whose fields the lines below change"
    " (`r.Total += p.Time`) and never writes it back: Go's `:=` copies the struct, so the changes are lost",
    PERCENT: "where it multiplies a value by a percentage (`weightKg * percent`) with nothing on the line dividing it"
    " by 100: the product is a hundred times what a fraction would give",
    FALLBACK: 'where it looks up one key and falls back on another\'s default (`settings.fetch("labour_rate",'
    ' DEFAULTS["hourly_rate"])`) while the like lookups beside it read one key in both: the key looked up is not'
    " the one the settings hold, so the default always wins, or the default is another's",
    PAIRED: "where it gives the second name of a pair the very value the line above gave the first (`let len2 ="
    " a.chars().count();` under `let len1 = a.chars().count();`, `b` beside them), or reads again the first of two"
    " names unpacked as a pair (`left, right = children`) where nothing reads the second: the copy was not turned over",
    ROUNDED_UP: "where it rounds or truncates (`(int) round($stitches / 1000)`) a count the comment over it says a part"
    " started counts in whole (`every thousand started counts`): that is a ceiling, and this gives one less for"
    " every count not whole",
    ONE_BASED: "where it indexes with a number the comment over its function says counts from 1 (`self.laid.get(egg)`"
    " under `the egg the hen sits from, counted from 1`) as it is: a list counts from 0, so it reads the item after"
    " the one meant (`egg - 1`)",
    NEAREST: "where it drops the fraction (`(seconds / step as f64) as u32`, `value.trunc()`) of a value the comment"
    " over it says is rounded to the nearest (`to the nearest multiple of step`): every value past a half comes out"
    " one less",
    DROPPED: "where it rounds to the nearest or up (`self.average_age().round() as u32`) a value the comment over it"
    " says drops its fraction (`in whole years, fractions disregarded`): every value past a half comes out one more",
    FACTOR_VALUE: "where it defines a conversion factor (`GRAMS_PER_TROY_OUNCE = 28.349523125`) as a number other"
    " than the ratio of the two units its name says (a troy ounce is 31.1034768 grams): every value converted by it"
    " is off by as much",
    **CALLS,
    **COPIES,
}
