import pytest

from glazebatch.recipes import parse_recipe

CELADON = """\
name: Celadon
cone: 10
custer feldspar 27
silica 30
whiting 20
kaolin 23
+ red iron oxide 1.5
"""


@pytest.fixture
def celadon():
    return parse_recipe(CELADON)
