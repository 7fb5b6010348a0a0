"""Speaking lengths of flue pipes."""

SPEED_OF_SOUND_20C = 343.2  # m/s

# End correction per open end, as a fraction of the pipe's diameter.
END_CORRECTION = 0.3


def speaking_length(frequency, diameter, stopped=False):
    """Speaking length (m) of a flue pipe sounding `frequency` (Hz).

    An open pipe sounds a half wavelength, a stopped one a quarter; the air
    column behaves as if longer than the pipe by about 0.3 diameters at the
    mouth and, for an open pipe, again at the top.
    """
    if frequency <= 0 or diameter <= 0:
        raise ValueError("frequency and diameter must be positive")
    wavelength = SPEED_OF_SOUND_20C / frequency
    if stopped:
        return wavelength / 4 - END_CORRECTION * diameter
    return wavelength / 2 - 2 * END_CORRECTION * diameter


def nominal_feet(frequency, stopped=False):
    """The footage an organ builder would call a pipe of this pitch (8' for C2 open)."""
    c2 = 65.406
    feet = 8 * c2 / frequency
    return feet / 2 if stopped else feet
