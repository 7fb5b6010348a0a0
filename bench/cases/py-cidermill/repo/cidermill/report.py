"""The mill's day sheet: intake by grower and the pressing batches."""

from .pressing import press


def day_sheet(deliveries, day):
    todays = [d for d in deliveries if d.day == day]
    out = [f"Day sheet {day.isoformat()}", ""]
    by_grower = {}
    for d in todays:
        by_grower[d.grower] = by_grower.get(d.grower, 0) + d.kg
    for grower in sorted(by_grower):
        out.append(f"  {grower:<20}{by_grower[grower]:>7} kg")
    out.append(f"  {'total':<20}{sum(by_grower.values()):>7} kg")
    out.append("")
    for batch in press(todays):
        out.append(f"  press {batch.group:<14}{batch.kg:>7} kg {batch.litres:>8} l")
    return "\n".join(out)
