"""The sheets pinned up in the workshop and sent to the customer."""

from .units import format_metres, round_mm


def pounds(pence):
    sign = "-" if pence < 0 else ""
    pence = abs(pence)
    return f"{sign}£{pence // 100:,}.{pence % 100:02d}"


def cutting_list_text(cl):
    lines = []
    for (key, section), boards in sorted(cl.by_group().items()):
        lines.append(f"{boards[0].species.name}, {section} finished ({section.sawn()} sawn)")
        for i, board in enumerate(boards, 1):
            cuts = ", ".join(f"{c.part} {round_mm(c.length)}" for c in board.cuts)
            lines.append(
                f"  {i}. {format_metres(board.length)}: {cuts}; offcut {round_mm(board.remaining)}"
            )
    lines.append(
        f"{len(cl.boards)} boards, {format_metres(cl.total_length())}, "
        f"{cl.weight():.1f} kg, waste {cl.waste_percent()}%"
    )
    return "\n".join(lines) + "\n"


def quote_text(q):
    width = 40
    out = [q.title, "=" * len(q.title)]
    for line in q.lines:
        out.append(f"{line.description:<{width}}{pounds(line.pence):>12}")
    out.append(f"{'Materials handling ' + str(q.markup_percent) + '%':<{width}}{pounds(q.markup):>12}")
    out.append(f"{'Net':<{width}}{pounds(q.net):>12}")
    out.append(f"{'VAT 20%':<{width}}{pounds(q.vat):>12}")
    out.append(f"{'Total':<{width}}{pounds(q.total):>12}")
    return "\n".join(out) + "\n"
