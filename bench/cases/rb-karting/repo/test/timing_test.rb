# frozen_string_literal: true

require "test_helper"

class TimingTest < Minitest::Test
  include Karting

  def test_laps_per_transponder_skip_the_out_lap
    passings = Fixtures.passings_for(7, [31_000, 30_500], 20_000) +
               Fixtures.passings_for(9, [32_000], 20_400)
    laps = Timing.laps(passings.shuffle(random: Random.new(3)))
    assert_equal({ 7 => [31_000, 30_500], 9 => [32_000] }, laps)
  end

  def test_double_reads_of_the_loop_are_dropped
    passings = [Passing.new(7, 20_000), Passing.new(7, 20_150), Passing.new(7, 51_000),
                Passing.new(7, 51_090), Passing.new(7, 82_500)]
    assert_equal({ 7 => [31_000, 31_500] }, Timing.laps(passings))
  end

  def test_minimum_lap_can_be_set_per_track_layout
    passings = Fixtures.passings_for(4, [18_000, 18_500], 10_000)
    assert_equal({ 4 => [18_000, 18_500] }, Timing.laps(passings, min_lap_ms: 15_000))
    assert_equal({ 4 => [36_500] }, Timing.laps(passings))
  end

  def test_best_and_average
    assert_equal 30_500, Timing.best([31_000, 30_500, 30_900])
    assert_equal 30_800, Timing.average([31_000, 30_500, 30_900])
    assert_nil Timing.average([])
    assert_nil Timing.best([])
  end

  def test_format
    assert_equal "0:32.417", Timing.format_ms(32_417)
    assert_equal "1:05.009", Timing.format_ms(65_009)
    assert_equal "-", Timing.format_ms(nil)
  end
end
