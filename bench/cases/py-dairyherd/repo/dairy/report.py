"""The monthly herd report for the farm office."""

from . import fertility, quality
from .lactation import Lactation, days_in_milk
from .payment import statement
from .recording import by_cow


def cow_rows(herd, records_by_cow, on):
    """One row per cow in milk: tag, name, days in milk, last test kg,
    305-day yield so far (kg) and last cell count."""
    rows = []
    for cow in herd.in_milk():
        tests = [t for t in records_by_cow.get(cow.tag, []) if t.day <= on]
        lact = Lactation(cow.tag, cow.last_calving, tests)
        last = lact.tests[-1] if lact.tests else None
        rows.append(
            (
                cow.tag,
                cow.name,
                days_in_milk(cow.last_calving, on),
                last.milk_kg if last else None,
                lact.yield_to_date(on),
                last.scc if last else None,
            )
        )
    return rows


def _num(value, fmt):
    return "-" if value is None else format(value, fmt)


def herd_report(herd, records, collections, contract, on):
    records_by_cow = by_cow(records)
    in_milk = herd.in_milk()
    lines = [
        f"Herd report {on.isoformat()}",
        f"Cows: {len(herd)} ({len(in_milk)} in milk, {len(herd) - len(in_milk)} dry or not calved)",
        "",
        f"{'Tag':<8}{'Name':<10}{'DIM':>5}{'Last kg':>9}{'To date':>9}{'SCC':>6}",
    ]
    for tag, name, dim, last_kg, to_date, scc in cow_rows(herd, records_by_cow, on):
        lines.append(
            f"{tag:<8}{name:<10}{dim:>5}{_num(last_kg, '.1f'):>9}{to_date:>9.0f}{_num(scc, 'd'):>6}"
        )
    milking = {c.tag for c in in_milk}
    bulk = quality.bulk_scc(quality.latest_tests(records_by_cow, milking))
    lines.append("")
    lines.append(f"Bulk SCC: {bulk} ({quality.band(bulk)})")
    high = quality.high_cell_cows(records_by_cow, tags=milking)
    lines.append("High cell count: " + (", ".join(high) if high else "none"))

    mci = fertility.mean_calving_interval(herd)
    lines.append("Mean calving interval: " + ("-" if mci is None else f"{mci:.0f} days"))
    serve = fertility.due_to_serve(herd, on)
    lines.append("Due to serve: " + (", ".join(c.tag for c in serve) if serve else "none"))
    dry = fertility.due_to_dry_off(herd, on)
    lines.append(
        "Due to dry off: "
        + (", ".join(f"{c.tag} on {d.isoformat()}" for c, d in dry) if dry else "none")
    )

    st = statement(collections, contract)
    lines.append(
        f"Milk cheque: {st.litres:,.0f} l at {st.average_ppl:.3f} ppl = £{st.value:,.2f}"
    )
    return "\n".join(lines) + "\n"
