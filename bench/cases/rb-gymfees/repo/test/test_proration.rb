# frozen_string_literal: true

require "minitest/autorun"
require_relative "../lib/gymfees"

class TestProration < Minitest::Test
  def test_whole_month
    assert_equal 4200, Gymfees::Proration.first_month(4200, Date.new(2026, 4, 1))
  end

  def test_last_day
    assert_equal 140, Gymfees::Proration.first_month(4200, Date.new(2026, 4, 30))
  end

  def test_february
    assert_equal 2100, Gymfees::Proration.first_month(4200, Date.new(2026, 2, 15))
  end
end
