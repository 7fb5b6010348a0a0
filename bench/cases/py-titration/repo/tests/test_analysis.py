import pytest

from titration.analysis import analyse
from titration.report import render


def test_diluted_vinegar(vinegar_runs):
    result = analyse("vinegar", vinegar_runs, 0.1002, 25.0, dilution=10)
    assert result.mean_titre_ml == 22.417
    assert result.molarity == 0.8985
    assert result.grams_per_litre == 53.95


def test_limewater_undiluted(limewater_runs):
    result = analyse("limewater", limewater_runs, 0.0498, 25.0)
    assert result.molarity == 0.0217
    assert result.grams_per_litre == 1.61


def test_unknown_reaction(vinegar_runs):
    with pytest.raises(ValueError, match="unknown reaction 'brine'"):
        analyse("brine", vinegar_runs, 0.1, 25.0)


def test_render(vinegar_runs):
    text = render(analyse("vinegar", vinegar_runs, 0.1002, 25.0, dilution=10))
    assert text == (
        "ethanoic acid by titration with NaOH\n"
        "mean titre 22.42 mL\n"
        "0.8985 mol/L, 53.95 g/L\n"
    )
