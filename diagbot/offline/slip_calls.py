"""CALLS: the Cause's clause for the kinds of slip slips.py finds in a call (its arguments, what it hands on, how
it is awaited), for how the failure meets it; slip_where.py holds the rest."""

from __future__ import annotations

from diagbot.offline.slip_words import (
    BACKWARDS,
    CROSSED_CALL,
    ORDER,
    RECODED,
    REWRITE,
    SEEDED,
    TURNED,
    UNAWAITED,
    UNHEARD,
)

CALLS = {  # the Cause's clause for how the failure meets it
    REWRITE: "where it rewrites its code into a call handed a value the code it replaced never read (`t.stopped -"
    " t.started` into `elapsed(t.paused, t.stopped)`), while the branch's other rewrites into that call hand it just"
    " the values their code read: the one rewrite that broke the rule",
    ORDER: "where it rewrites its code into a call handed its values in another order than that code used them:"
    " the function's code given the call's arguments (`days_between(on, calved_on)`: `(calved_on - on).to_i`) is"
    " the removed code (`(on - calved_on).to_i`) with two of them swapped",
    SEEDED: "where it hands a call, in a loop, the value a running name was seeded from (`split(total, unit)` under"
    " `remaining = total`) while the loop binds that name again (`remaining = rest`) and its other calls read it:"
    " every pass gets the first pass's value, where the running name was meant",
    TURNED: "where it hands a call two arguments each in the other's place of the removed call it replaces"
    " (`penalty(card.due(i), card.arrived(i))` became `penalty(arrived, due)`): the values moved with the code, their"
    " order turned round on the way",
    UNHEARD: "where, as the one line of a function the branch added, it hands on to a function named like it"
    " (`isOpen(day)` calling `hours.isOpen(today())`) a value other than the parameter it takes, which it never"
    " reads: every caller gets the same answer, whatever it hands",
    RECODED: "where it hands a call a one-letter code (`format('w')`) that no removed call of it used, while the"
    " removed code used another that no added call uses (`format('N')`): the call moved, and its code was retyped as"
    " a neighbour of the one it had (a weekday numbered from Sunday 0, not Monday 1)",
    UNAWAITED: "where it tests, in a condition, the call of a function declared `async` without `await` (`if"
    " (!isFree(slot))`): the call gives a promise (in Python a coroutine), which is always truthy, so the test never"
    " sees the answer",
    BACKWARDS: "where it hands a `between` the later moment first, as their names say (`Period.between(asOf, filled)`:"
    " what was filled comes before the day asked about): the span is counted backwards, negative or nothing",
    CROSSED_CALL: "where it hands a function the branch shows its arguments each in the place of the other's parameter"
    " (`fit(child.heightCm(), child.chestCm())` to `fit(int chestCm, int heightCm)`)",
}
