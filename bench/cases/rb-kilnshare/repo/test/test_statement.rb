require "helper"

class TestStatement < Minitest::Test
  include Fixtures

  def statement
    glaze = Kilnshare::Firing.new(potter: "Ana", date: Date.new(2026, 3, 20), kind: :glaze_mid, pieces: [bowl, mug])
    bisque = Kilnshare::Firing.new(potter: "Ana", date: Date.new(2026, 3, 6), kind: :bisque,
                                   pieces: [bowl, platter, mug])
    Kilnshare::Statement.new("Ana").add(glaze).add(bisque)
  end

  def test_lines_in_date_order_with_the_total
    assert_equal [
      "2026-03-06 bisque      1.25 shelves £6.75",
      "2026-03-20 glaze_mid   0.50 shelves £4.05",
      "Total £10.80",
    ], statement.lines
  end

  def test_another_potters_firing_is_refused
    ben = Kilnshare::Firing.new(potter: "Ben", date: Date.new(2026, 3, 6), kind: :bisque, pieces: [mug])
    assert_raises(ArgumentError) { Kilnshare::Statement.new("Ana").add(ben) }
  end

  def test_pounds
    assert_equal "£0.05", Kilnshare::Statement.pounds(5)
  end
end
