import pytest

from glazebatch.materials import UnknownMaterial
from glazebatch.recipes import RecipeError, parse_recipe


def test_parse_reads_base_and_additions(celadon):
    assert celadon.name == "Celadon"
    assert celadon.cone == "10"
    assert celadon.base == {"custer feldspar": 27, "silica": 30, "whiting": 20, "kaolin": 23}
    assert celadon.additions == {"red iron oxide": 1.5}


def test_comments_blank_lines_and_spacing_are_ignored():
    recipe = parse_recipe("name: Clear  # studio clear\ncone: 6\n\n  Silica   40\nWhiting 20\n")
    assert recipe.name == "Clear"
    assert recipe.base == {"silica": 40, "whiting": 20}


def test_normalised_base_adds_up_to_100():
    recipe = parse_recipe("name: Half\ncone: 6\nsilica 10\nwhiting 10\n+ rutile 4\n").normalised()
    assert recipe.base == {"silica": 50, "whiting": 50}
    assert recipe.additions == {"rutile": 4}


@pytest.mark.parametrize(
    "text, message",
    [
        ("cone: 6\nsilica 10\n", "no 'name:' line"),
        ("name: X\nsilica 10\n", "no 'cone:' line"),
        ("name: X\ncone: 6\n+ rutile 2\n", "no base materials"),
        ("name: X\ncone: 6\nsilica ten\n", "is not a number"),
        ("name: X\ncone: 6\nsilica -3\n", "must be positive"),
        ("name: X\ncone: 6\nsilica 3\nSilica 4\n", "listed twice"),
        ("name: X\ncone: 6\n40\n", "expected 'MATERIAL AMOUNT'"),
    ],
)
def test_bad_recipes(text, message):
    with pytest.raises(RecipeError, match=message):
        parse_recipe(text)


def test_unknown_material():
    with pytest.raises(UnknownMaterial):
        parse_recipe("name: X\ncone: 6\nunobtainium 10\n")
