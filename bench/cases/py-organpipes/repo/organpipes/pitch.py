"""Note names, MIDI numbers and pitch classes."""

import re

NAMES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]

_LETTERS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
_NOTE = re.compile(r"^([A-G])(#|b)?(-?\d)$")


def parse_note(name):
    """MIDI number of a note name in scientific pitch: "C4" is 60, "A4" is 69."""
    m = _NOTE.match(name.strip())
    if not m:
        raise ValueError(f"not a note name: {name!r}")
    letter, accidental, octave = m.groups()
    pc = _LETTERS[letter] + {"#": 1, "b": -1, None: 0}[accidental]
    return (int(octave) + 1) * 12 + pc


def pitch_class(note):
    """Pitch class 0-11 (C = 0) of a MIDI number or a note name."""
    if isinstance(note, str):
        note = parse_note(note)
    return note % 12


def note_name(midi):
    """Name of a MIDI number, with sharps: 61 is "C#4"."""
    return f"{NAMES[midi % 12]}{midi // 12 - 1}"


def keyboard(low, high):
    """MIDI numbers of every key from `low` to `high` inclusive (names or numbers)."""
    if isinstance(low, str):
        low = parse_note(low)
    if isinstance(high, str):
        high = parse_note(high)
    if high < low:
        raise ValueError("the compass runs upwards")
    return list(range(low, high + 1))
