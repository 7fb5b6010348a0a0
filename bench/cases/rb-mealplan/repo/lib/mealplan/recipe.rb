# frozen_string_literal: true

module Mealplan
  # A recipe for a number of servings: ingredient name => Quantity.
  Recipe = Struct.new(:name, :servings, :ingredients) do
    def scaled(to_servings)
      factor = to_servings.to_f / servings
      ingredients.transform_values { |quantity| quantity * factor }
    end
  end

  def self.recipe(name, servings, **ingredients)
    Recipe.new(name, servings, ingredients.to_h { |k, v| [k.to_s.tr("_", " "), Quantity.parse(v)] })
  end

  RECIPES = {
    "dal" => recipe("dal", 4, red_lentils: "300 g", onion: "1 pc", coconut_milk: "400 ml", rice: "300 g"),
    "risotto" => recipe("risotto", 2, risotto_rice: "180 g", onion: "1 pc", stock: "0.75 l", parmesan: "40 g"),
    "chili" => recipe("chili", 6, kidney_beans: "800 g", onion: "2 pc", tomatoes: "800 g", rice: "450 g"),
    "pancakes" => recipe("pancakes", 4, flour: "250 g", milk: "0.5 l", eggs: "3 pc")
  }.freeze
end
