"""The duty manager's end of day sheet."""

from . import performance, shifts as shiftmod


def _flag(ok):
    if ok is None:
        return "-"
    return "met" if ok else "MISSED"


def category_lines(calls):
    lines = []
    for category, result in performance.summarise(calls).items():
        lines.append(
            f"Cat {category}  n={result.count:<3} mean {result.mean:6.1f} ({_flag(result.mean_met)})"
            f"  90th {result.centile90:6.1f} ({_flag(result.centile_met)})"
        )
    return lines


def day_sheet(division, day, calls, shifts):
    conveyed = sum(1 for c in calls if c.conveyed)
    lines = [
        f"{division} - {day.isoformat()}",
        f"Calls: {len(calls)} (conveyed {conveyed})",
    ]
    lines.extend(category_lines(calls))
    delays = performance.handover_delays(calls)
    lines.append(
        f"Handovers over {performance.HANDOVER_TARGET_MINUTES:.0f} min: {len(delays)},"
        f" lost {performance.lost_hours(calls):.2f} h"
    )
    lines.append(
        f"Staffed {shiftmod.staffed_hours(shifts):.1f} h, UHU {shiftmod.unit_hour_utilisation(shifts, calls):.2f}"
    )
    gaps = shiftmod.gaps(shifts, day)
    if gaps:
        lines.append("No cover at: " + ", ".join(f"{h:02d}:00" for h in gaps))
    return "\n".join(lines) + "\n"
