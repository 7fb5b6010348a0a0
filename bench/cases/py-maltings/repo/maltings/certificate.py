"""Malt analysis certificates sent with each delivery."""

from dataclasses import dataclass

from . import kilning, units


@dataclass(frozen=True)
class MaltAnalysis:
    batch_id: str
    moisture: float  # %
    extract: float  # % fine grind, dry basis
    colour_ebc: float
    protein: float  # % dry basis
    friability: float  # %
    homogeneity: float = 98.0  # % fully modified grains

    @property
    def extract_as_is(self):
        """Extract on the malt as delivered rather than on dry matter."""
        return units.dry_matter(self.extract, self.moisture)


@dataclass(frozen=True)
class CustomerSpec:
    customer: str
    moisture: tuple = (0.0, 5.0)
    extract: tuple = (80.0, 100.0)
    colour_ebc: tuple = (4.5, 7.5)
    protein: tuple = (8.5, 10.5)
    friability: tuple = (85.0, 100.0)


CHECKED = ("moisture", "extract", "colour_ebc", "protein", "friability")

LABELS = {
    "moisture": "Moisture (%)",
    "extract": "Extract, fine, dry (%)",
    "colour_ebc": "Colour (EBC)",
    "protein": "Protein, dry (%)",
    "friability": "Friability (%)",
    "homogeneity": "Homogeneity (%)",
}


def out_of_spec(analysis, spec):
    """(field, value, low, high) for every figure outside the customer's range."""
    failures = []
    for name in CHECKED:
        value = getattr(analysis, name)
        low, high = getattr(spec, name)
        if not low <= value <= high:
            failures.append((name, value, low, high))
    return failures


def expected_analysis(batch, extract=81.5, friability=90.0):
    """What the lab should find for a batch before the sample is run."""
    return MaltAnalysis(
        batch_id=batch.batch_id,
        moisture=batch.programme.final_moisture,
        extract=extract,
        colour_ebc=kilning.colour_ebc(batch.programme),
        protein=round(batch.lot.protein * 0.97, 1),
        friability=friability,
    )


def render(batch, analysis, spec):
    """The certificate as plain text, one figure a line."""
    lines = [
        f"Certificate of analysis: batch {analysis.batch_id}",
        f"Customer: {spec.customer}",
        f"Variety: {batch.lot.variety}   Lot: {batch.lot.lot_id}   Kiln: {batch.programme.name}",
        f"Malt: {batch.malt_tonnes:.2f} t",
        "",
    ]
    failing = {name for name, *_ in out_of_spec(analysis, spec)}
    for name in CHECKED + ("homogeneity",):
        value = getattr(analysis, name)
        mark = "  OUT OF SPEC" if name in failing else ""
        lines.append(f"{LABELS[name]:<24}{value:>7.1f}{mark}")
    lines.append("")
    lines.append("Result: " + ("FAIL" if failing else "PASS"))
    return "\n".join(lines)
