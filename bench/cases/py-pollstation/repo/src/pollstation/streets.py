"""One spelling for a street name, whichever list it came from."""


def normalise(name: str) -> str:
    """Mill Rd, mill road and Mill Road. all become Mill Road."""
    words = name.replace(".", " ").split()
    if not words:
        raise ValueError("empty street name")
    if len(words) > 1:
        last = words[-1].lower()
        if last == "rd":
            words[-1] = "Road"
        elif last == "st":
            words[-1] = "Street"
        elif last in ("ave", "av"):
            words[-1] = "Avenue"
        elif last == "ln":
            words[-1] = "Lane"
    return " ".join(word[:1].upper() + word[1:] for word in words)
