# frozen_string_literal: true

require "test_helper"

class TestRecipe < Minitest::Test
  include Tannery

  def test_chrome_recipe_steps
    recipe = Recipes::CHROME
    assert_equal %w[soak lime delime bate pickle tan retan], recipe.steps.map(&:name)
    assert_equal 2820, recipe.total_minutes
    assert_equal :shaved, recipe.step("retan").basis
    assert_in_delta 2.5, recipe.step("pickle").hours
  end

  def test_chemicals_listed_once
    assert_equal ["wetting agent", "lime", "sodium sulphide", "ammonium sulphate", "mimosa", "chestnut"],
                 Recipes::VEG.chemicals
  end

  def test_missing_step
    assert_raises(KeyError) { Recipes::VEG.step("pickle") }
  end

  def test_rejects_repeated_steps_and_unknown_basis
    soak = Recipes::VEG.step("soak")
    assert_raises(ArgumentError) { Recipe.new("twice", [soak, soak]) }
    odd = Step.new(name: "dye", basis: :crust, float_percent: 100, chemicals: {}, minutes: 60, temp_c: 50)
    assert_raises(ArgumentError) { Recipe.new("odd", [odd]) }
  end
end
