# frozen_string_literal: true

require_relative "helper"

class TestCoach < Minitest::Test
  include TourFixture

  def test_splits_the_hire_among_the_riders
    assert_equal 30_000, coach.share_cents(member("Ada"), members)
    assert_equal 30_000, coach.share_cents(member("Cleo"), members)
  end

  def test_a_singer_who_drives_pays_nothing
    assert_equal 0, coach.share_cents(member("Dov"), members)
  end

  def test_rounds_a_share_to_the_cent
    coach = Choirtour::Coach.new(price_cents: 100_000, seats: 40)
    assert_equal 33_333, coach.share_cents(member("Bram"), members)
  end

  def test_refuses_more_riders_than_seats
    small = Choirtour::Coach.new(price_cents: 20_000, seats: 2)
    assert_raises(ArgumentError) { small.share_cents(member("Ada"), members) }
  end
end
