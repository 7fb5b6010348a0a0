# frozen_string_literal: true

require "test_helper"

class VesselTest < Minitest::Test
  include Fixtures

  def test_tugs_by_length
    assert_equal 1, baltic_wren.tugs_required
    assert_equal 3, nordic_star.tugs_required
    big = Tugboat::Vessel.new(name: "Big", imo: 1, gross_tonnage: 150_000, length_m: 330, draught_m: 14)
    assert_equal 4, big.tugs_required
  end

  def test_length_limit_belongs_to_the_next_band
    ship = Tugboat::Vessel.new(name: "Edge", imo: 2, gross_tonnage: 9_000, length_m: 120, draught_m: 7)
    assert_equal 2, ship.tugs_required
  end

  def test_bollard_pull_required
    assert_equal 42, nordic_star.bollard_pull_required
    assert_equal 20, baltic_wren.bollard_pull_required
  end

  def test_rejects_nonsense
    assert_raises(ArgumentError) do
      Tugboat::Vessel.new(name: "X", imo: 3, gross_tonnage: 0, length_m: 50, draught_m: 3)
    end
    assert_raises(ArgumentError) do
      Tugboat::Vessel.new(name: "X", imo: 3, gross_tonnage: 500, length_m: 50, draught_m: 0)
    end
  end

  def test_to_s
    assert_equal "Nordic Star (IMO 9412337)", nordic_star.to_s
  end
end
