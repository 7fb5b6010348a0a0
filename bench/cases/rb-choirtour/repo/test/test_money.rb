# frozen_string_literal: true

require_relative "helper"

class TestMoney < Minitest::Test
  def test_format
    assert_equal "€12.05", Choirtour::Money.format(1205)
    assert_equal "€0.00", Choirtour::Money.format(0)
    assert_equal "-€3.50", Choirtour::Money.format(-350)
  end

  def test_round_half_up
    assert_equal 3, Choirtour::Money.round_half_up(Rational(5, 2))
    assert_equal 2, Choirtour::Money.round_half_up(Rational(7, 3))
  end
end
