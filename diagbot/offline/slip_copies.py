"""COPIES: the Cause's clause for the kinds of slip slips.py finds in a line copied from another and not wholly
turned over (from a twin function, a table's row, the line above, a value written twice), copies.py's, for how the
failure meets it; slip_where.py holds the rest."""

from __future__ import annotations

from diagbot.offline.slip_words import HALF_EDIT, KEYED_ROW, KINDRED, OWN_FIELD

COPIES = {  # the Cause's clause for how the failure meets it
    KINDRED: "where it reads the other family's name (`alaw2lpcm[b]` in `DecodeUlawSamples`, `ulaw2lpcm` beside it), as"
    " the line its twin function (`DecodeAlawSamples`) has word for word: copied from the twin, that name was never"
    " turned over",
    KEYED_ROW: "where a row of a table (`bran: Sacks.bag_product(:flour, self.yield.bran)`) says its neighbour's key"
    " (`:flour`) in a place its neighbours each say their own: copied from the row beside it, that word was not turned"
    " over",
    OWN_FIELD: "where it gives a name (`moisture += p.Kg * p.Lot.Protein`) the value of the field its twin line above"
    " reads for its own name (`protein += p.Kg * p.Lot.Protein`), not its own field (`Moisture`): copied from the twin,"
    " the field was not turned over, so it computes the twin's value again",
    HALF_EDIT: "where it names in one place (`m += u.Metres()`) a number the line it replaced wrote twice (`for m :="
    " 1000.0; m < total; m += 1000`) and keeps the number in the other: the two were one value, now apart",
}
