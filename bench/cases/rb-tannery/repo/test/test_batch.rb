# frozen_string_literal: true

require "test_helper"

class TestBatch < Minitest::Test
  include Tannery

  def setup
    @batch = Fixtures.steer_batch
  end

  def test_weights
    assert_equal 368.4, @batch.green_weight
    assert_equal 302.09, @batch.pelt_weight
    assert_equal 132.62, @batch.shaved_weight
  end

  def test_weight_for_basis
    assert_equal @batch.green_weight, @batch.weight_for(:green)
    assert_equal @batch.pelt_weight, @batch.weight_for(:pelt)
    assert_equal @batch.shaved_weight, @batch.weight_for(:shaved)
    assert_raises(ArgumentError) { @batch.weight_for(:wet_blue) }
  end

  def test_area_needs_measuring
    refute @batch.measured?
    assert_raises(ArgumentError) { @batch.area_sqft }
    assert_equal 570.75, Fixtures.measured_steer_batch.area_sqft
  end

  def test_measure_needs_every_hide
    areas = Fixtures::STEER_AREAS.reject { |tag, _| tag == "S107" }
    error = assert_raises(ArgumentError) { @batch.measure(areas) }
    assert_match(/S107/, error.message)
  end

  def test_one_species_per_batch
    mixed = Fixtures.steer_hides.first(2) + Fixtures.goat_batch.hides.first(1)
    assert_raises(ArgumentError) { Batch.new("MIX", mixed) }
    assert_raises(ArgumentError) { Batch.new("EMPTY", []) }
  end
end
