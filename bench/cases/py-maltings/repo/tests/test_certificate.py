import dataclasses

import pytest

from maltings import certificate
from maltings.certificate import CustomerSpec, MaltAnalysis


@pytest.fixture
def spec():
    return CustomerSpec("Old Forge Brewery")


def test_expected_analysis(pale_batch):
    analysis = certificate.expected_analysis(pale_batch)
    assert analysis == MaltAnalysis(
        batch_id="B24-117",
        moisture=3.5,
        extract=81.5,
        colour_ebc=7.0,
        protein=9.6,
        friability=90.0,
    )
    assert analysis.extract_as_is == pytest.approx(78.65, abs=0.01)


def test_out_of_spec(pale_batch, spec):
    analysis = dataclasses.replace(
        certificate.expected_analysis(pale_batch), colour_ebc=8.1, friability=82.0
    )
    assert certificate.out_of_spec(analysis, spec) == [
        ("colour_ebc", 8.1, 4.5, 7.5),
        ("friability", 82.0, 85.0, 100.0),
    ]


def test_render_pass(pale_batch, spec):
    text = certificate.render(pale_batch, certificate.expected_analysis(pale_batch), spec)
    assert text.splitlines() == [
        "Certificate of analysis: batch B24-117",
        "Customer: Old Forge Brewery",
        "Variety: Maris Otter   Lot: L24-031   Kiln: pale ale",
        "Malt: 22.61 t",
        "",
        "Moisture (%)                3.5",
        "Extract, fine, dry (%)     81.5",
        "Colour (EBC)                7.0",
        "Protein, dry (%)            9.6",
        "Friability (%)             90.0",
        "Homogeneity (%)            98.0",
        "",
        "Result: PASS",
    ]


def test_render_marks_failures(pale_batch, spec):
    analysis = dataclasses.replace(certificate.expected_analysis(pale_batch), moisture=5.6)
    text = certificate.render(pale_batch, analysis, spec)
    assert "Moisture (%)                5.6  OUT OF SPEC" in text
    assert text.endswith("Result: FAIL")
