"""The end-of-day sheet for the lift office."""

from . import weather


def day_sheet(area, gatelog, statuses) -> str:
    rides = gatelog.rides_by_lift()
    lines = [f"{area.name}: {sum(rides.values())} rides, {len(gatelog.refused)} refused at the gate"]
    for l in area:
        st = statuses.get(l.name, weather.HOLD)
        lines.append(f"  {l.name:<12} {l.kind:<10} {st:<5} {rides.get(l.name, 0):>5} rides")
    top = sorted(gatelog.vertical_by_pass().items(), key=lambda kv: (-kv[1], kv[0]))[:3]
    if top:
        lines.append("Most vertical:")
        for number, metres in top:
            lines.append(f"  {number} {metres:,.0f} m")
    return "\n".join(lines)
