# frozen_string_literal: true

require "test_helper"

class TestHide < Minitest::Test
  include Tannery

  def test_defect_points_weigh_region_and_size
    assert_equal 1, Defect.new(:scratch, :belly, 3).points
    assert_equal 6, Defect.new(:scar, :butt, 4).points
    assert_equal 12, Defect.new(:scar, :butt, 8).points
    assert_equal 8, Defect.new(:hole, :shoulder, 5).points
  end

  def test_defect_rejects_unknown_kind_and_region
    assert_raises(ArgumentError) { Defect.new(:stain, :butt, 2) }
    assert_raises(ArgumentError) { Defect.new(:scar, :tail, 2) }
    assert_raises(ArgumentError) { Defect.new(:scar, :butt, 0) }
  end

  def test_hide_measures_to_quarter_foot
    hide = Hide.new(tag: "X1", species: :calf, green_weight_kg: 9.5)
    refute hide.measured?
    measured = hide.measure(17.6)
    assert measured.measured?
    assert_equal 17.5, measured.area_sqft
    assert_equal "X1", measured.tag
  end

  def test_defect_points_and_regions
    hide = Fixtures.steer_hides.find { |h| h.tag == "S109" }
    assert_equal 54, hide.defect_points
    assert_equal 3, hide.defects_in(:butt).size
    assert_empty hide.defects_in(:neck)
  end

  def test_unknown_species
    assert_raises(ArgumentError) { Hide.new(tag: "P1", species: :pig, green_weight_kg: 4) }
  end
end
