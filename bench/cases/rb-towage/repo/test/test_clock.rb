# frozen_string_literal: true

require 'test_helper'

class ClockTest < Minitest::Test
  include Towage

  def test_parse_and_format
    assert_equal 250, Clock.parse('04:10')
    assert_equal 0, Clock.parse('0:00')
    assert_equal '04:10', Clock.format(250)
    assert_equal '01:30', Clock.format(1530)
  end

  def test_rejects_bad_times
    assert_raises(ArgumentError) { Clock.parse('24:00') }
    assert_raises(ArgumentError) { Clock.parse('7.30') }
    assert_raises(ArgumentError) { Clock.parse('12:60') }
  end

  def test_next_at_rolls_over_midnight
    assert_equal Clock.parse('23:00'), Clock.next_at(Clock.parse('21:00'), '23:00')
    assert_equal 1440 + 120, Clock.next_at(Clock.parse('21:00'), '02:00')
    assert_equal 600, Clock.next_at(600, '10:00')
  end

  def test_night
    assert Clock.night?(Clock.parse('22:00'))
    assert Clock.night?(Clock.parse('05:59'))
    assert Clock.night?(1440 + 60)
    refute Clock.night?(Clock.parse('06:00'))
    refute Clock.night?(Clock.parse('21:59'))
  end

  def test_duration
    assert_equal '45 min', Clock.duration(45)
    assert_equal '2 h', Clock.duration(120)
    assert_equal '4 h 20 min', Clock.duration(260)
  end
end
