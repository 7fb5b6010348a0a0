"""A field the branch parted into several (`pricePence` into `listPence`, `discountPence`, `chargedPence`): the reads
rewritten to the part most of them took are the rule, the one rewritten to a like-named other part is the slip, and
it is cited though it looks like a rename."""

from __future__ import annotations

from diagbot.changes import ChangeSet, FileChange
from diagbot.offline.changed import read_hunk
from diagbot.offline.parted import parted_lines
from diagbot.offline.slips import PARTED, slipped_lines
from tests.offline.test_pick import _page

PAYOUTS = (
    "@@ -20,7 +20,7 @@ export function payoutLine(priced: PricedLesson): PayoutLine {\n"
    " export function payoutLine(priced: PricedLesson): PayoutLine {\n"
    "-  const earned = priced.pricePence;\n"
    "+  const earned = priced.listPence;\n"
    "   return { earnedPence: earned };\n"
    " }\n"
    "@@ -40,6 +40,6 @@ export function tutorPayout(tutor: Tutor, priced: PricedLesson[]) {\n"
    "   const lines = priced\n"
    "-    .filter((p) => p.pricePence > 0)\n"
    "+    .filter((p) => p.chargedPence > 0)\n"
    "     .map((p) => payoutLine(p));\n"
)
INVOICES = (
    "@@ -10,4 +10,4 @@ export function invoiceLine(p: PricedLesson): InvoiceLine {\n"
    "   return {\n"
    "-    amountPence: p.pricePence,\n"
    "+    amountPence: p.chargedPence,\n"
    "   };\n"
)
PRICING = (
    "@@ -5,3 +5,5 @@ export interface PricedLesson {\n"
    "   lesson: Lesson;\n"
    "-  pricePence: Pence;\n"
    "+  listPence: Pence;\n"
    "+  discountPence: Pence;\n"
    "+  chargedPence: Pence;\n"
    " }\n"
)


def _changes(**patches: str) -> ChangeSet:
    files = tuple(FileChange(f"src/{k}.ts", "modified", added=1, deleted=1, patch=v) for k, v in patches.items())
    return ChangeSet(files, "main")


def test_the_read_rewritten_to_another_part_than_the_like_reads_is_the_slip() -> None:
    changes = _changes(payouts=PAYOUTS, invoices=INVOICES, pricing=PRICING)
    assert dict(parted_lines(changes)) == {("src/payouts.ts", 21): 2}
    assert slipped_lines(changes)[("src/payouts.ts", 21)] == (2, PARTED)


def test_no_rule_or_a_field_still_read_or_no_field_at_all_leaves_it_alone() -> None:
    assert not parted_lines(_changes(payouts=PAYOUTS, pricing=PRICING))  # one read each way: no part is the rule
    kept = INVOICES.replace("   };\n", "   };\n+  const was = p.pricePence;\n")  # the old field still read
    assert not parted_lines(_changes(payouts=PAYOUTS, invoices=kept, pricing=PRICING))
    labels = PAYOUTS.replace("priced.", "").replace("p.", "")  # bare names: a variable or label split, no field
    assert not parted_lines(_changes(payouts=labels, invoices=INVOICES.replace("p.", ""), pricing=PRICING))


def test_the_slip_is_cited_on_its_page_though_it_reads_like_a_rename() -> None:
    page = _page(
        (19, " ", "/** What a tutor earns for one lesson. */"),
        (20, " ", "export function payoutLine(priced: PricedLesson): PayoutLine {"),
        (None, "-", "  const earned = priced.pricePence;"),
        (21, "+", "  const earned = priced.listPence;"),
        (22, " ", "  return { earnedPence: earned };"),
        (23, " ", "}"),
        (24, "+", "export const travel = (n: number): Pence => n * 500;"),
    )
    alone = read_hunk("src/payouts.ts", page, 21)
    assert alone is not None
    assert alone.line == 24  # alone, a rename changes nothing: the new code first
    changed = read_hunk("src/payouts.ts", page, 21, crossing=frozenset({21}))
    assert changed is not None
    assert changed.line == 21
