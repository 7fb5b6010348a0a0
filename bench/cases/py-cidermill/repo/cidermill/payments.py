"""Grower statements: what the mill owes a grower for the season's deliveries."""

from decimal import ROUND_HALF_UP, Decimal


def _pence(kg, price_per_tonne):
    amount = Decimal(kg) * price_per_tonne / 1000
    return int(amount.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def money(pence):
    return f"£{pence // 100:,}.{pence % 100:02d}"


def statement(grower, deliveries):
    """(lines, total pence) for one grower; one line per delivery, in day order."""
    lines = []
    total = 0
    for d in sorted((d for d in deliveries if d.grower == grower), key=lambda d: d.day):
        pence = _pence(d.kg, d.variety.price_per_tonne)
        total += pence
        lines.append(f"{d.day.isoformat()}  {d.variety.name:<22}{d.kg:>7} kg  {money(pence):>10}")
    return lines, total
