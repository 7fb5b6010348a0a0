# frozen_string_literal: true

require "test_helper"

class TariffTest < Minitest::Test
  include Fixtures

  def setup
    @tariff = Tugboat::Tariff.new
  end

  def job(vessel, ordered_for, tugs: 1)
    job = Tugboat::Job.new(vessel: vessel, kind: :arrival, ordered_for: ordered_for)
    fleet.first(tugs).each { |tug| job.assign(tug) }
    job
  end

  def test_bands
    assert_equal 115_000, @tariff.band_charge(4_850)
    assert_equal 115_000, @tariff.band_charge(5_000)
    assert_equal 160_000, @tariff.band_charge(5_001)
    assert_equal 310_000, @tariff.band_charge(41_200)
  end

  def test_overtime
    refute @tariff.overtime?(at(8))
    assert @tariff.overtime?(at(22))
    assert @tariff.overtime?(at(5, 59))
    refute @tariff.overtime?(at(6))
    assert @tariff.overtime?(at(12, day: [2024, 5, 19]))
  end

  def test_tug_charge_at_night
    night = job(baltic_wren, at(23))
    assert_equal 172_500, @tariff.tug_charge(night)
  end

  def test_waiting_per_started_hour
    late = job(nordic_star, at(8), tugs: 3)
    late.started_at = at(9, 5)
    assert_equal 65, late.waiting_minutes
    assert_equal 2 * 24_000 * 3, @tariff.waiting_charge(late)
  end

  def test_job_charge
    day = job(nordic_star, at(8), tugs: 3)
    day.started_at = at(8, 20)
    assert_equal 3 * 310_000 + 3 * 24_000, @tariff.job_charge(day)
  end
end
