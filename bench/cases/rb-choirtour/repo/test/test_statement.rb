# frozen_string_literal: true

require_relative "helper"

class TestStatement < Minitest::Test
  include TourFixture

  def statement(name)
    Choirtour::Statement.new(member(name), members, coach: coach, lodging: lodging)
  end

  def test_adds_up_coach_and_hotel
    assert_equal 54_000, statement("Ada").total_cents
    assert_equal 34_000, statement("Ada").due_cents
  end

  def test_prints_the_statement
    expected = <<~TEXT.chomp
      Cleo
      Coach      €300.00
      Hotel      €160.00
      Total      €460.00
      Due        €410.00
    TEXT
    assert_equal expected, statement("Cleo").to_s
  end
end
