"""Settlement sheet for a grower."""
from .grades import label


def settlement_sheet(grower, settlements, tickets):
    by_number = {t.number: t for t in tickets}
    lines = [f"Settlement for {grower}", "-" * 60]
    total = 0.0
    for s in settlements:
        t = by_number[s.ticket_number]
        lines.append(
            f"#{s.ticket_number:<4} {label(t.crop_name, s.grade):<22} "
            f"{s.wet_bushels:>9.2f} wet {s.dry_bushels:>9.2f} dry {s.net:>10.2f}"
        )
        total += s.net
    lines.append("-" * 60)
    lines.append(f"{'Total':<50}{total:>10.2f}")
    return "\n".join(lines) + "\n"
