"""The result line a student copies into the lab book."""

from .analysis import Result
from .reagents import reaction


def render(result: Result) -> str:
    rx = reaction(result.reaction)
    return (
        f"{rx.analyte} by titration with {rx.titrant}\n"
        f"mean titre {result.mean_titre_ml:.2f} mL\n"
        f"{result.molarity:.4f} mol/L, {result.grams_per_litre:.2f} g/L\n"
    )
