# frozen_string_literal: true

require "test_helper"

class TestDrums < Minitest::Test
  include Tannery

  def batches
    steer = Fixtures.steer_hides
    [
      Batch.new("A", steer[0, 6]),
      Batch.new("B", steer[6, 4]),
      Batch.new("C", steer[10, 2]),
      Fixtures.goat_batch
    ]
  end

  def setup
    @plan = DrumPlan.new([Drum.new("big", 250), Drum.new("small", 150)])
  end

  def test_first_fit_decreasing
    loads = @plan.assign(batches)
    assert_equal %w[A C], loads["big"].map(&:code)
    assert_equal %w[B B24-032], loads["small"].map(&:code)
  end

  def test_fill_percent
    loads = @plan.assign(batches)
    assert_equal({ "big" => 98.3, "small" => 87.5 }, @plan.fill(loads))
  end

  def test_batch_too_heavy
    plan = DrumPlan.new([Drum.new("tiny", 100)])
    error = assert_raises(ArgumentError) { plan.assign([Fixtures.steer_batch]) }
    assert_match(/B24-031 \(368.4 kg\) fits no drum/, error.message)
  end

  def test_assign_on_pelt_weight
    plan = DrumPlan.new([Drum.new("only", 310)])
    loads = plan.assign([Fixtures.steer_batch], basis: :pelt)
    assert_equal ["B24-031"], loads["only"].map(&:code)
  end
end
