"""Amounts are whole cents; these helpers print and parse them."""


def cents(text: str) -> int:
    """"345.50" or "$345.50" -> 34550."""
    raw = text.strip().removeprefix("$")
    whole, _, frac = raw.partition(".")
    if not whole.isdigit() or (frac and (not frac.isdigit() or len(frac) > 2)):
        raise ValueError(f"not an amount: {text!r}")
    return int(whole) * 100 + int(frac.ljust(2, "0") or 0)


def dollars(amount: int) -> str:
    """34550 -> "$345.50", with thousands separated."""
    sign = "-" if amount < 0 else ""
    whole, frac = divmod(abs(amount), 100)
    return f"{sign}${whole:,}.{frac:02d}"
