"""Pipe scales: diameters that shrink up the compass at a set rate."""


def diameter(position, bottom_diameter, halving=16):
    """Diameter (m) of the pipe `position` semitones above the bottom pipe.

    A "normal" scale halves the diameter on the 17th pipe (halving=16);
    wider-scaled flutes halve more slowly, strings faster.
    """
    if halving <= 0:
        raise ValueError("halving interval must be positive")
    return bottom_diameter * 2 ** (-position / halving)


def rank_diameters(count, bottom_diameter, halving=16):
    """Diameters of a rank of `count` pipes from the bottom up."""
    return [diameter(i, bottom_diameter, halving) for i in range(count)]
