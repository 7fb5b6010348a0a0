# frozen_string_literal: true

require_relative "helper"

class TestLodging < Minitest::Test
  include TourFixture

  def test_splits_the_block_by_nights
    assert_equal 24_000, lodging.share_cents(member("Ada"), members)
    assert_equal 16_000, lodging.share_cents(member("Cleo"), members)
    assert_equal 8_000, lodging.share_cents(member("Dov"), members)
  end

  def test_the_shares_add_up_to_the_block
    assert_equal 72_000, members.sum { |m| lodging.share_cents(m, members) }
  end

  def test_nobody_staying
    day_trip = [Choirtour::Member.new(name: "Eve", voice: "alto", nights: 0)]
    assert_equal 0, lodging.share_cents(day_trip.first, day_trip)
  end
end
