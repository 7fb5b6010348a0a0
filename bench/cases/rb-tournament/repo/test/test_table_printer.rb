require "test_helper"

class TestTablePrinter < Minitest::Test
  def test_prints_a_table
    standings = Tournament.standings_from("Ajax 2-1 PSV\n")
    expected = <<~TABLE
      Pos  Team   P   W   D   L  GF  GA  GD Pts
        1  Ajax   1   1   0   0   2   1  +1   3
        2  PSV    1   0   0   1   1   2  -1   0
    TABLE
    assert_equal expected, Tournament::TablePrinter.new(standings).to_s
  end
end
