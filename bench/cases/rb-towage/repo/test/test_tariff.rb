# frozen_string_literal: true

require 'test_helper'

class TariffTest < Minitest::Test
  include Towage

  def test_rate_by_gross_tonnage
    assert_equal 950, Tariff.rate_per_tug(Fixtures.coaster)
    assert_equal 1450, Tariff.rate_per_tug(Fixtures.tanker)
    assert_equal 2900, Tariff.rate_per_tug(Fixtures.boxship)
  end

  def test_day_charge
    charge = Tariff.charge(Fixtures.boxship, tugs: 4, start: Clock.parse('08:00'))
    assert_equal 11_600, charge.towage
    assert_equal 0, charge.night
    assert_equal 11_600, charge.total
  end

  def test_night_and_waiting
    charge = Tariff.charge(Fixtures.tanker, tugs: 3, start: Clock.parse('23:15'), waiting_minutes: 75)
    assert_equal 4350, charge.towage
    assert_equal 1088, charge.night
    assert_equal 1080, charge.waiting
    assert_equal 6518, charge.total
  end

  def test_first_half_hour_of_waiting_is_free
    assert_equal 0, Tariff.waiting_charge(2, 30)
    assert_equal 360, Tariff.waiting_charge(2, 31)
  end

  def test_cancellation
    start = Clock.parse('14:00')
    assert_equal 0, Tariff.cancellation_fee(Fixtures.tanker, tugs: 3, start: start, cancelled_at: Clock.parse('12:00'))
    assert_equal 2175, Tariff.cancellation_fee(Fixtures.tanker, tugs: 3, start: start, cancelled_at: Clock.parse('12:30'))
  end

  def test_pounds
    assert_equal '£950', Tariff.pounds(950)
    assert_equal '£11,600', Tariff.pounds(11_600)
    assert_equal '£1,234,567', Tariff.pounds(1_234_567)
  end
end
