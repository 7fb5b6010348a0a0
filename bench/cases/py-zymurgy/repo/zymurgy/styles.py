"""Style guidelines: the ranges a beer of a style should fall in."""

STYLES = {
    "best bitter": {"og": (1.040, 1.048), "fg": (1.008, 1.012), "abv": (3.8, 4.6), "ibu": (25, 40), "srm": (8, 16)},
    "american pale ale": {"og": (1.045, 1.060), "fg": (1.010, 1.015), "abv": (4.5, 6.2), "ibu": (30, 50), "srm": (5, 10)},
    "dry stout": {"og": (1.036, 1.044), "fg": (1.007, 1.011), "abv": (4.0, 4.5), "ibu": (25, 45), "srm": (25, 40)},
    "german pils": {"og": (1.044, 1.050), "fg": (1.008, 1.013), "abv": (4.4, 5.2), "ibu": (22, 40), "srm": (2, 4)},
}


def ranges(style):
    try:
        return STYLES[style.strip().lower()]
    except KeyError:
        raise KeyError(f"unknown style {style!r}") from None


def check(style, figures):
    """The figures outside the style's ranges, as a dict of name to
    (value, low, high), in the style's order."""
    out = {}
    for name, (low, high) in ranges(style).items():
        value = figures[name]
        if not low <= round(value, 3) <= high:
            out[name] = (value, low, high)
    return out


def fits(style, figures):
    return not check(style, figures)
