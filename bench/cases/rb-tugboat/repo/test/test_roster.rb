# frozen_string_literal: true

require "test_helper"

class RosterTest < Minitest::Test
  include Fixtures

  def setup
    @roster = Tugboat::Roster.new(fleet)
  end

  def test_strongest_tugs_first
    job = Tugboat::Job.new(vessel: nordic_star, kind: :arrival, ordered_for: at(8))
    assert_equal %w[Kestrel Merlin Osprey], @roster.crew(job).map(&:name)
  end

  def test_small_ship_gets_one_tug
    job = Tugboat::Job.new(vessel: baltic_wren, kind: :departure, ordered_for: at(8))
    assert_equal %w[Kestrel], @roster.crew(job).map(&:name)
  end

  def test_booked_tugs_are_not_free
    first = Tugboat::Job.new(vessel: nordic_star, kind: :arrival, ordered_for: at(8))
    @roster.crew(first)
    assert @roster.booked?(fleet.first, at(9))
    second = Tugboat::Job.new(vessel: baltic_wren, kind: :shift, ordered_for: at(9))
    assert_equal %w[Tern], @roster.crew(second).map(&:name)
    later = Tugboat::Job.new(vessel: baltic_wren, kind: :departure, ordered_for: at(11))
    assert_equal %w[Kestrel], @roster.crew(later).map(&:name)
  end

  def test_not_enough_tugs
    @roster.tugs.each { |tug| tug.in_service = false unless tug.name == "Tern" }
    job = Tugboat::Job.new(vessel: nordic_star, kind: :arrival, ordered_for: at(8))
    assert_raises(Tugboat::Error) { @roster.crew(job) }
  end
end
