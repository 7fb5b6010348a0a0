# frozen_string_literal: true

require 'test_helper'

class TideTest < Minitest::Test
  include Towage

  def test_times_of_the_tide
    tide = Fixtures.neap_tide
    assert_equal Clock.parse('09:40'), tide.low_water
    assert_equal Clock.parse('15:40'), tide.high_water
    assert_equal Clock.parse('21:40'), tide.next_low_water
    assert_in_delta 2.4, tide.range
  end

  def test_rule_of_twelfths
    assert_equal 0, Tide.twelfths(0)
    assert_equal 3, Tide.twelfths(2)
    assert_in_delta 4.5, Tide.twelfths(2.5)
    assert_in_delta 11.5, Tide.twelfths(5.5)
    assert_equal 12, Tide.twelfths(6)
  end

  def test_heights_on_the_flood
    tide = Fixtures.spring_tide
    assert_in_delta 0.8, tide.height_at(Clock.parse('04:10'))
    assert_in_delta 1.6, tide.height_at(Clock.parse('05:40'))
    assert_in_delta 2.6, tide.height_at(Clock.parse('06:40'))
    assert_in_delta 5.6, tide.height_at(Clock.parse('10:10'))
    assert_in_delta 2.4, Fixtures.neap_tide.height_at(Clock.parse('11:25'))
  end

  def test_heights_on_the_ebb
    tide = Fixtures.spring_tide
    assert_in_delta 4.8, tide.height_at(Clock.parse('11:40'))
    assert_in_delta 3.2, tide.height_at(Clock.parse('13:10'))
    assert_in_delta 0.8, tide.height_at(Clock.parse('16:10'))
  end

  def test_refuses_times_outside_the_tide
    tide = Fixtures.spring_tide
    error = assert_raises(ArgumentError) { tide.height_at(Clock.parse('04:05')) }
    assert_equal '04:05 is outside this tide', error.message
    assert_raises(ArgumentError) { tide.height_at(Clock.parse('16:15')) }
    assert_raises(ArgumentError) { Tide.new(low_water: '04:10', low_height: 3.0, high_height: 2.0) }
  end
end

class TidalWindowTest < Minitest::Test
  include Towage

  def test_clearance
    assert_in_delta 1.42, TidalWindow.clearance_for(14.2)
    assert_in_delta 0.5, TidalWindow.clearance_for(3.0)
  end

  def test_deep_ship_on_a_spring_tide
    window = TidalWindow.for(Fixtures.spring_tide, depth: 11.5, draught: 14.2)
    assert_equal Clock.parse('08:00'), window.opens
    assert_equal Clock.parse('12:20'), window.closes
    assert_in_delta 4.12, window.height_needed
    assert_equal '08:00 to 12:20 (4 h 20 min)', window.to_s
  end

  def test_tanker_windows_spring_and_neap
    spring = TidalWindow.for(Fixtures.spring_tide, depth: 9.0, draught: 11.0)
    neap = TidalWindow.for(Fixtures.neap_tide, depth: 9.0, draught: 11.0)
    assert_equal '07:05 to 13:15 (6 h 10 min)', spring.to_s
    assert_equal '12:40 to 18:40 (6 h)', neap.to_s
    assert neap.open_at?(Clock.parse('15:40'))
    refute neap.open_at?(Clock.parse('12:35'))
  end

  def test_shallow_ship_has_the_whole_tide
    window = TidalWindow.for(Fixtures.spring_tide, depth: 6.0, draught: 5.6)
    assert_equal 12 * 60, window.length
  end

  def test_no_window_when_high_water_is_too_low
    assert_nil TidalWindow.for(Fixtures.neap_tide, depth: 9.0, draught: 14.2)
  end
end
