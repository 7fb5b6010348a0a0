"""Beer colour from the grain bill (Morey)."""

from zymurgy import malts, units


def mcu(bill, litres):
    """Malt colour units: Lovibond times pounds over gallons, summed."""
    gal = units.litres_to_gal(litres)
    return sum(malts.lovibond(name) * units.kg_to_lb(kg) for name, kg in bill) / gal


def srm(bill, litres):
    return 1.4922 * mcu(bill, litres) ** 0.6859


def describe(srm_value):
    for limit, word in ((4, "straw"), (7, "gold"), (11, "amber"), (18, "copper"), (25, "brown")):
        if srm_value < limit:
            return word
    return "black"
