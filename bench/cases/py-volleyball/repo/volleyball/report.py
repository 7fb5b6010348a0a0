"""Text reports for the club noticeboard and the league's web page."""


def _fmt_ratio(value):
    return "max" if value == float("inf") else f"{value:.3f}"


def render_table(rows, title=None):
    """The league table as fixed-width text."""
    header = f"{'Pos':>3}  {'Team':<20} {'P':>2} {'W':>2} {'L':>2} {'Sets':>6} {'SR':>6} {'Pts':>4}"
    lines = []
    if title:
        lines.append(title)
        lines.append("=" * len(header))
    lines.append(header)
    for place, row in enumerate(rows, start=1):
        sets = f"{row.sets_for}-{row.sets_against}"
        pts = f"{row.total_points}" + ("*" if row.deducted else "")
        lines.append(
            f"{place:>3}  {row.team:<20} {row.played:>2} {row.won:>2} {row.lost:>2} "
            f"{sets:>6} {_fmt_ratio(row.set_ratio):>6} {pts:>4}"
        )
    if any(row.deducted for row in rows):
        lines.append("* points deducted")
    return "\n".join(lines) + "\n"


def render_results(matches):
    """One line per match, in the order given."""
    out = []
    for match in matches:
        when = match.played_on.strftime("%d %b") + "  " if match.played_on else ""
        out.append(f"{when}{match}")
    return "\n".join(out) + "\n"
