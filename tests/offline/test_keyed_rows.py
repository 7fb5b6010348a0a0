"""A table's row copied from its neighbour, saying the neighbour's key where the rows each say their own
(keyed_rows.py)."""

from __future__ import annotations

import pytest

from diagbot.offline.keyed_rows import keyed_row_lines
from diagbot.offline.slip_words import KEYED_ROW
from diagbot.offline.slips import slipped_lines
from tests.offline.patches import one_file

SACKS = (
    "    def sacks",
    "      {",
    "        flour: Sacks.bag_product(:flour, self.yield.flour),",
    "        bran: Sacks.bag_product(:flour, self.yield.bran),",
    "        middlings: Sacks.bag_product(:middlings, self.yield.middlings)",
    "      }",
    "    end",
)


def _page(lines: tuple[str, ...]) -> str:
    return f"@@ -1,0 +1,{len(lines)} @@\n" + "".join(f"+{t}\n" for t in lines)


def test_the_row_saying_its_neighbours_key_is_the_slip() -> None:
    changes = one_file("lib/mill/run.rb", _page(SACKS))
    assert dict(keyed_row_lines(changes)) == {("lib/mill/run.rb", 4): 2}
    assert slipped_lines(changes)[("lib/mill/run.rb", 4)] == (2, KEYED_ROW)


def test_python_and_php_rows_are_read_too() -> None:
    py = (
        '    "flour": bag(FLOUR, y.flour),',
        '    "bran": bag(FLOUR, y.bran),',
        '    "middlings": bag(MIDDLINGS, y.middlings),',
    )
    assert not keyed_row_lines(one_file("mill/run.py", _page(py)))  # `FLOUR` is no key: another word
    py = tuple(t.replace("FLOUR", "'flour'").replace("MIDDLINGS", "'middlings'") for t in py)
    assert dict(keyed_row_lines(one_file("mill/run.py", _page(py)))) == {("mill/run.py", 2): 2}
    php = ("'flour' => $this->bag('flour', $y->flour),", "'bran' => $this->bag('flour', $y->bran),")
    php += ("'middlings' => $this->bag('middlings', $y->middlings),",)
    assert dict(keyed_row_lines(one_file("src/Run.php", _page(php)))) == {("src/Run.php", 2): 2}


@pytest.mark.parametrize(
    "lines",
    [
        tuple(t.replace("(:flour, self.yield.bran)", "(:bran, self.yield.bran)") for t in SACKS),  # turned over
        (  # a field named after its neighbour's type by chance: its own key said nowhere else
            "  number: z.number(),",
            "  string: z.string(),",
            "  longString: z.string(),",
            "  boolean: z.boolean(),",
        ),
        SACKS[:2] + SACKS[3:],  # two rows: no template of others to fit
        (  # the rows share no template: each its own
            "  flour: weigh(:flour),",
            "  bran: Sacks.bag_product(:flour, self.yield.bran),",
            "  middlings: count(self.yield.middlings),",
        ),
    ],
)
def test_rows_turned_over_named_alike_by_chance_or_without_a_template_are_no_slip(lines: tuple[str, ...]) -> None:
    assert not keyed_row_lines(one_file("lib/mill/run.rb", _page(lines)))
