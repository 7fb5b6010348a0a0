"""The counter scale: tare, trade weights and prices by weight."""

# Tare of the containers the counter weighs into, in grams.
TARES = {
    "paper": 4,
    "tray": 12,
    "tub": 18,
}

# The scale is verified to 5 g; weights are rounded down to it in the
# customer's favour.
DIVISION = 5


class ScaleError(ValueError):
    pass


def net_weight(gross_grams, container="paper"):
    try:
        tare = TARES[container]
    except KeyError:
        raise ScaleError(f"no tare for container {container!r}") from None
    net = gross_grams - tare
    if net <= 0:
        raise ScaleError(f"nothing on the scale: {gross_grams} g gross, {tare} g tare")
    return net


def trade_weight(grams):
    return grams // DIVISION * DIVISION


def price(grams, price_per_kg):
    """Price in pence of `grams` at `price_per_kg` pence/kg; half pennies go to the customer."""
    pence, remainder = divmod(grams * price_per_kg, 1000)
    if remainder > 500:
        pence += 1
    return pence


def format_pence(pence):
    sign = "-" if pence < 0 else ""
    pounds, p = divmod(abs(pence), 100)
    return f"{sign}£{pounds}.{p:02d}"


def format_weight(grams):
    if grams >= 1000:
        return f"{grams / 1000:.3f} kg"
    return f"{grams} g"
