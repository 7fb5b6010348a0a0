"""The tuner's sheet: each note of the tuning octave and its beats."""

from .pitch import keyboard, note_name
from .temperament import frequency


def beat_rate(f1, f2, harmonic1, harmonic2):
    """Beats per second between harmonic1 of f1 and harmonic2 of f2."""
    return abs(harmonic1 * f1 - harmonic2 * f2)


def tuning_sheet(temperament, a4=440.0, low="F3", high="F4"):
    """Rows (name, frequency, fifth-beats) for the tuning octave.

    fifth-beats is the beat rate of the fifth above each note (3rd harmonic
    of the note against the 2nd of the fifth), rounded to 0.01 Hz.
    """
    rows = []
    for midi in keyboard(low, high):
        f = frequency(midi, temperament, a4)
        fifth = frequency(midi + 7, temperament, a4)
        rows.append((note_name(midi), round(f, 2), round(beat_rate(f, fifth, 3, 2), 2)))
    return rows


def format_sheet(rows):
    """The sheet as text, one row a line."""
    return "\n".join(f"{name:<4} {f:8.2f} Hz  fifth beats {b:5.2f}" for name, f, b in rows)
