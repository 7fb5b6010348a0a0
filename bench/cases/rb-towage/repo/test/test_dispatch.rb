# frozen_string_literal: true

require 'test_helper'

class DispatchTest < Minitest::Test
  include Towage

  def setup
    @dispatch = Dispatch.new(Fixtures.fleet)
  end

  def test_strongest_free_tugs_first
    assignment = @dispatch.propose(Fixtures.tanker, start: 480, conditions: Conditions.calm)
    assert_equal ['Svitzer Tees', 'Svitzer Hartle', 'Lady Moira'], assignment.tugs.map(&:name)
    assert_equal 190, assignment.pull
    assert assignment.complete?
  end

  def test_booking_keeps_tugs_busy
    @dispatch.book(Fixtures.boxship, start: 480, conditions: Conditions.calm)
    assert_empty @dispatch.free_at(500)
    assert_equal 4, @dispatch.free_at(480 + Dispatch::JOB_MINUTES).size
  end

  def test_short_of_tugs_books_nothing
    dispatch = Dispatch.new(Fixtures.fleet.first(2))
    assignment = dispatch.book(Fixtures.boxship, start: 480, conditions: Conditions.calm)
    assert_equal 2, assignment.short_of_tugs
    refute assignment.complete?
    assert_equal 2, dispatch.free_at(481).size
  end

  def test_short_of_pull
    weak = [Tug.new(name: 'Wearside', bollard_pull: 32), Tug.new(name: 'Tynesider', bollard_pull: 28)]
    assignment = Dispatch.new(weak).propose(Fixtures.ferry, start: 600, conditions: Conditions.calm)
    assert_equal 0, assignment.short_of_pull
    gale = Conditions.new(wind_knots: 30, visibility_m: 6000)
    assignment = Dispatch.new(weak).propose(Fixtures.boxship, start: 600, conditions: gale)
    assert_equal 83, assignment.short_of_pull
  end

  def test_earliest_start_waits_for_tugs
    window = TidalWindow.for(Fixtures.spring_tide, depth: 9.0, draught: 11.0)
    @dispatch.book(Fixtures.boxship, start: Clock.parse('08:00'), conditions: Conditions.calm)
    start = @dispatch.earliest_start(Fixtures.tanker, window: window, conditions: Conditions.calm)
    assert_equal '09:35', Clock.format(start)
  end

  def test_earliest_start_respects_not_before
    window = TidalWindow.for(Fixtures.spring_tide, depth: 9.0, draught: 11.0)
    start = @dispatch.earliest_start(Fixtures.tanker, window: window, conditions: Conditions.calm,
                                                      not_before: Clock.parse('11:00'))
    assert_equal '11:00', Clock.format(start)
  end

  def test_unique_names
    assert_raises(ArgumentError) { Dispatch.new(Fixtures.fleet + Fixtures.fleet.first(1)) }
  end
end
