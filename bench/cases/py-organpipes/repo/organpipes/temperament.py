"""Temperaments, as each pitch class's offset in cents from equal temperament."""

from .pitch import parse_note, pitch_class

# Offsets in cents for C, C#, D, ... B, laid with the home key on C.
TEMPERAMENTS = {
    "equal": [0.0] * 12,
    # Quarter-comma meantone, wolf between G# and Eb.
    "meantone": [10.3, -13.7, 3.4, 20.5, -3.4, 13.7, -10.3, 6.8, -17.1, 0.0, 17.1, -6.8],
    # Werckmeister III (1691).
    "werckmeister3": [0.0, -9.8, -7.8, -5.9, -9.8, -2.0, -11.7, -3.9, -7.8, -11.7, -3.9, -7.8],
    # Kirnberger III.
    "kirnberger3": [0.0, -9.8, -6.8, -5.9, -13.7, -2.0, -9.8, -3.4, -7.8, -10.3, -3.9, -11.7],
}


def offsets(name):
    """The twelve offsets of a temperament, C first."""
    try:
        return TEMPERAMENTS[name]
    except KeyError:
        raise ValueError(f"unknown temperament {name!r}; known: {', '.join(sorted(TEMPERAMENTS))}") from None


def frequency(note, temperament="equal", a4=440.0):
    """Frequency (Hz) of a note in a temperament, with A4 tuned to `a4`.

    The temperament is laid relative to A, so A4 sounds exactly at `a4`
    whatever the temperament.
    """
    midi = parse_note(note) if isinstance(note, str) else note
    table = offsets(temperament)
    cents = (midi - 69) * 100 + table[pitch_class(midi)] - table[9]
    return a4 * 2 ** (cents / 1200)


def cents_between(f1, f2):
    """Interval from f1 up to f2, in cents."""
    import math

    return 1200 * math.log2(f2 / f1)
