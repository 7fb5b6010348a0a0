# frozen_string_literal: true

require "test_helper"

class TestGreenFees < Minitest::Test
  include Teetimes

  def setup
    @fees = GreenFees.new
    @visitor = Player.new("Flo Hart", index: 18.0, membership: :visitor)
    @guest = Player.new("Gus Lee", index: 22.0, membership: :guest)
  end

  def test_members_play_free
    assert_equal 0.0, @fees.fee(Fixtures.ada, weekend: true, time: "09:00")
    assert_equal 0.0, @fees.fee(Fixtures.cath, weekend: false, time: "09:00")
  end

  def test_five_day_members_pay_the_guest_rate_at_weekends
    assert_equal 40.0, @fees.fee(Fixtures.cath, weekend: true, time: "09:00")
  end

  def test_rates
    assert_equal 45.0, @fees.fee(@visitor, weekend: false, time: "09:00")
    assert_equal 60.0, @fees.fee(@visitor, weekend: true, time: "09:00")
    assert_equal 30.0, @fees.fee(@guest, weekend: false, time: "09:00")
    assert_equal 40.0, @fees.fee(@guest, weekend: true, time: "14:59")
  end

  def test_twilight
    assert_equal 36.0, @fees.fee(@visitor, weekend: true, time: "15:00")
    assert_equal 18.0, @fees.fee(@guest, weekend: false, time: "17:30")
    late = GreenFees.new(twilight_from: "16:00")
    assert_equal 45.0, late.fee(@visitor, weekend: false, time: "15:30")
  end

  def test_for_slot
    sheet = TeeSheet.new("2024-06-15", first: "09:00", last: "10:00")
    sheet.book("09:08", Fixtures.ada, Fixtures.cath, @visitor)
    bill = @fees.for_slot(sheet, "09:08", buggies_for: [Fixtures.ada, @visitor, Fixtures.cath])
    assert_equal({ "Ada Fairlie" => 0.0, "Cath Orme" => 40.0, "Flo Hart" => 60.0 }, bill[:players])
    assert_equal 60.0, bill[:buggies]
    assert_equal 160.0, bill[:total]
  end
end
