# frozen_string_literal: true

require "test_helper"

class JobTest < Minitest::Test
  include Fixtures

  def job
    @job ||= Tugboat::Job.new(vessel: nordic_star, kind: :arrival, ordered_for: at(8))
  end

  def test_unknown_kind
    assert_raises(ArgumentError) { Tugboat::Job.new(vessel: nordic_star, kind: :salvage, ordered_for: at(8)) }
  end

  def test_waiting_minutes
    assert_equal 0, job.waiting_minutes
    job.started_at = at(7, 50)
    assert_equal 0, job.waiting_minutes
    job.started_at = at(8, 40)
    assert_equal 40, job.waiting_minutes
  end

  def test_duration
    job.started_at = at(8)
    assert_raises(Tugboat::Error) { job.duration_hours }
    job.finished_at = at(9, 25)
    assert_equal 1.42, job.duration_hours
  end

  def test_short_of_tugs
    kestrel, merlin, osprey, tern = fleet
    job.assign(tern)
    job.assign(osprey)
    assert job.short_of_tugs?
    job.assign(merlin)
    refute job.short_of_tugs?
    assert_equal 116, job.bollard_pull
    assert_raises(Tugboat::Error) { job.assign(merlin) }
    refute_includes job.tugs, kestrel
  end
end
