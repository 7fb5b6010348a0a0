"""Conversions from the US units of imported recipes to the metric units brewday works in."""

KG_PER_LB = 0.45359237
G_PER_OZ = 28.349523125
L_PER_US_GAL = 3.785411784
L_PER_US_QT = L_PER_US_GAL / 4


def lb_to_kg(pounds: float) -> float:
    return pounds * KG_PER_LB


def oz_to_g(ounces: float) -> float:
    return ounces * G_PER_OZ


def gal_to_l(gallons: float) -> float:
    return gallons * L_PER_US_GAL


def f_to_c(fahrenheit: float) -> float:
    return (fahrenheit - 32) * 5 / 9


def c_to_f(celsius: float) -> float:
    return celsius * 9 / 5 + 32
