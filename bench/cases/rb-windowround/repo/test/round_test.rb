require "test_helper"

class RoundTest < Minitest::Test
  include Fixtures

  def round
    Windowround::Round.new(customers)
  end

  def test_due_on_in_van_order
    assert_equal %w[C05 C01 C03 C02 C06], round.due_on(ROUND_DAY).map(&:ref)
  end

  def test_takings
    assert_equal 7500, round.takings(ROUND_DAY)
  end

  def test_nobody_due_the_day_after_a_clean
    assert_empty Windowround::Round.new([customer("C04")]).due_on(Date.new(2026, 10, 27))
  end

  def test_day_sheet
    sheet = round.day_sheet(ROUND_DAY).lines.map(&:rstrip)
    assert_equal "Round for Mon 16 Nov 2026", sheet.first
    assert_equal "C05    15 Alder Way             Brennan              £15.00", sheet[1]
    assert_equal "5 customers                                          £75.00", sheet.last
  end
end
