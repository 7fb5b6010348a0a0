# frozen_string_literal: true

require "test_helper"

class TestDosing < Minitest::Test
  include Tannery

  def setup
    @sheet = DoseSheet.new(Fixtures.steer_batch, Recipes::CHROME)
  end

  def test_beamhouse_doses_on_green_weight
    assert_equal 11.05, @sheet.kg("lime", "lime")
    assert_equal 9.21, @sheet.kg("lime", "sodium sulphide")
    assert_equal 0.74, @sheet.kg("soak", "wetting agent")
  end

  def test_tanning_doses_on_pelt_weight
    assert_equal 21.15, @sheet.kg("pickle", "salt")
    assert_equal 24.17, @sheet.kg("tan", "chrome sulphate")
    assert_equal 3.63, @sheet.kg("tan", "sodium bicarbonate")
  end

  def test_retan_doses_on_shaved_weight
    assert_equal 5.3, @sheet.kg("retan", "mimosa")
    assert_equal 7.96, @sheet.kg("retan", "fatliquor")
  end

  def test_float_water
    assert_equal 737, @sheet.water_litres("soak")
    assert_equal 242, @sheet.water_litres("tan")
    assert_equal 2577, @sheet.total_water_litres
  end

  def test_for_step_and_totals
    assert_equal ["salt", "formic acid", "sulphuric acid"], @sheet.for_step("pickle").map(&:chemical)
    assert_raises(KeyError) { @sheet.for_step("dye") }
    veg = DoseSheet.new(Fixtures.goat_batch, Recipes::VEG)
    assert_equal({ "wetting agent" => 0.02, "lime" => 0.34, "sodium sulphide" => 0.17,
                   "ammonium sulphate" => 0.11, "mimosa" => 1.41, "chestnut" => 0.71 }, veg.totals)
  end
end
