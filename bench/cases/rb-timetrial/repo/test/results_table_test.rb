require "test_helper"

class ResultsTableTest < Minitest::Test
  include SheetHelper

  def setup
    @sheet = sheet_of(4)
    @table = Timetrial::ResultsTable.new(@sheet)
    @table.finish(1, "19:25:40.2") # 24:40.2
    @table.finish(2, "19:25:58.0") # 23:58.0
    @table.finish(3, "19:27:40.2") # 24:40.2
  end

  def test_elapsed_times
    times = @table.results.map(&:time_text)
    assert_equal ["24:40.2", "23:58.0", "24:40.2", "DNF"], times
  end

  def test_places_fastest_first_with_ties_shared
    rows = @table.rows
    assert_equal [1, 2, 2, nil], rows.map(&:place)
    assert_equal [2, 1, 3, 4], rows.map { |r| r.result.rider.number }
  end

  def test_winner
    assert_equal "Rider 2", @table.winner.name
  end

  def test_category_results
    rows = @table.rows(category: "veteran")
    assert_equal [4], rows.map { |r| r.result.rider.number }
    assert_nil rows.first.place
  end

  def test_unknown_number_is_refused
    assert_raises(KeyError) { @table.finish(12, "19:30:00") }
  end

  def test_to_text
    expected = [
      "1.  Rider 2             Velo Club          23:58.0",
      "2.  Rider 1             Wheelers           24:40.2",
      "2.  Rider 3             Road Club          24:40.2",
      "-   Rider 4             Wheelers               DNF"
    ].join("\n")
    assert_equal expected, @table.to_text
  end
end
