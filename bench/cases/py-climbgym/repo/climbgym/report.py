"""Plain-text sheets for the duty manager and the league notice board."""

from . import comp
from .members import OFF_PEAK_DISCOUNT


def pounds(pence):
    sign = "-" if pence < 0 else ""
    pence = abs(pence)
    return "%s£%d.%02d" % (sign, pence // 100, pence % 100)


def day_sheet(ledger, day):
    visits = ledger.on_day(day)
    peak, off_peak = ledger.peak_split(day)
    lines = ["Day sheet %s" % day.isoformat(), "Visits: %d (peak %d, off-peak %d)" % (len(visits), peak, off_peak)]
    for category, count in ledger.by_category(day).items():
        lines.append("  %-10s %3d" % (category, count))
    entry = sum(v.entry for v in visits)
    extras = sum(v.extras for v in visits)
    lines.append("Entry:  %s" % pounds(entry))
    lines.append("Extras: %s" % pounds(extras))
    lines.append("Total:  %s" % pounds(entry + extras))
    discounted = sum(1 for v in visits if not v.peak and v.entry)
    lines.append("Off-peak discounts given: %d (%s)" % (discounted, pounds(discounted * OFF_PEAK_DISCOUNT)))
    return "\n".join(lines)


def reset_sheet(gym, today):
    lines = ["Walls due for reset on %s:" % today.isoformat()]
    due = gym.due_for_reset(today)
    if not due:
        lines.append("  none")
    for name in due:
        oldest = gym.oldest_on(name)
        lines.append(
            "  %s: %d problems, oldest %s (%d days)"
            % (name, len(gym.on_wall(name)), oldest.ref, oldest.age_days(today))
        )
        missing = gym.missing_bands(name)
        if missing:
            lines.append("    no %s" % ", ".join(missing))
    return "\n".join(lines)


def league_table(cards):
    lines = []
    for place, card in comp.rank(cards):
        lines.append("%2d. %-16s %s" % (place, card.climber, card.summary()))
    return "\n".join(lines)
