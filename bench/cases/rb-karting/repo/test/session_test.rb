# frozen_string_literal: true

require "test_helper"

class SessionTest < Minitest::Test
  include Karting

  def setup
    @fleet = Fixtures.fleet
    @session = Session.new(kind: :practice, category: :adult, minutes: 10)
  end

  def test_entries_need_an_eligible_driver_and_a_ready_kart_of_the_category
    @session.add(Fixtures.driver("Ana Ruiz"), @fleet[3], 101)
    assert_raises(Error) { @session.add(Fixtures.driver("Finn Hale"), @fleet[5], 102) }
    assert_raises(Error) { @session.add(Fixtures.driver("Ben Okafor"), @fleet[21], 102) }
    assert_raises(Error) { @session.add(Fixtures.driver("Ben Okafor"), @fleet[3], 102) }
    assert_raises(Error) { @session.add(Fixtures.driver("Ben Okafor"), @fleet[5], 101) }
    @fleet.take_out(7)
    assert_raises(Error) { @session.add(Fixtures.driver("Ben Okafor"), @fleet[7], 102) }
    assert_equal 1, @session.entries.size
  end

  def test_unknown_kind_is_refused
    assert_raises(ArgumentError) { Session.new(kind: :endurance, category: :adult, minutes: 60) }
  end

  def test_results_ignore_other_transponders
    @session.add(Fixtures.driver("Ana Ruiz"), @fleet[3], 101)
    @session.add(Fixtures.driver("Dev Patel"), @fleet[5], 102)
    @session.record(Fixtures.passings_for(101, [31_000, 30_800], 20_000) +
                    Fixtures.passings_for(150, [29_000], 20_100))
    ana, dev = @session.results
    assert_equal [31_000, 30_800], ana.laps
    assert_equal 81_800, ana.finish_ms
    assert_equal 30_800, ana.best_ms
    assert_equal [], dev.laps
    assert_nil dev.finish_ms
    assert_nil dev.best_ms
  end

  def test_fixture_race
    results = Fixtures.round_one.results
    assert_equal ["Ana Ruiz", "Ben Okafor", "Cara Lund", "Dev Patel", "Eli Moss"],
                 results.map { |r| r.driver.name }
    assert_equal [4, 4, 4, 4, 3], results.map(&:lap_count)
    assert_equal 31_500, results.first.best_ms
  end
end
