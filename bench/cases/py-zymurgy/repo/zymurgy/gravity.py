"""Original and final gravity, alcohol and attenuation."""

from zymurgy import units


def abv(og, fg):
    """Alcohol by volume, percent, by the common 131.25 rule."""
    if fg > og:
        raise ValueError("final gravity above original gravity")
    return (og - fg) * 131.25


def apparent_attenuation(og, fg):
    """Share of the gravity points the yeast took, 0..1."""
    if og <= 1:
        raise ValueError("original gravity must be above 1.000")
    return (og - fg) / (og - 1)


def estimate_fg(og, attenuation):
    """Final gravity a yeast of the given apparent attenuation leaves."""
    if not 0 < attenuation < 1:
        raise ValueError("attenuation is a fraction between 0 and 1")
    return 1 + (og - 1) * (1 - attenuation)


def temperature_correct(sg, sample_c, calibrated_c=20.0):
    """Hydrometer reading corrected from the sample's temperature to the
    calibration temperature (the usual polynomial, in Fahrenheit)."""

    def density(f):
        return 1.00130346 - 0.000134722124 * f + 0.00000204052596 * f ** 2 - 0.00000000232820948 * f ** 3

    ts = units.c_to_f(sample_c)
    tc = units.c_to_f(calibrated_c)
    return sg * density(ts) / density(tc)
