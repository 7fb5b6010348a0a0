# frozen_string_literal: true

require "test_helper"

class LifterTest < Minitest::Test
  include MeetHelpers

  def test_totals_the_best_good_lifts
    l = lifter("Aled", 72.6, 4, "120 (125) 125", "150 155 (160)")
    assert_equal 125, l.best(:snatch)
    assert_equal 280, l.total
    assert_equal "120 (125) 125 | 150 155 (160)", l.sheet
  end

  def test_has_no_total_without_a_good_snatch
    assert_nil lifter("Bryn", 72.9, 7, "(120) (120) (120)", "150 155 160").total
  end

  def test_allows_three_attempts
    l = lifter("Aled", 72.6, 4, "120 125 130", "")
    assert_raises(Weightlifting::Error) { l.lift(:snatch, 135, :good) }
  end

  def test_refuses_half_kilos
    assert_raises(Weightlifting::Error) { Weightlifting::Attempt.new(120.5) }
  end
end
