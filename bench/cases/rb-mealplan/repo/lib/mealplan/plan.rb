# frozen_string_literal: true

module Mealplan
  # The week's dinners: day => [recipe, servings].
  class Plan
    DAYS = %i[mon tue wed thu fri sat sun].freeze

    Meal = Struct.new(:day, :recipe, :servings)

    attr_reader :meals

    def initialize
      @meals = []
    end

    def add(day, recipe, servings: recipe.servings)
      raise ArgumentError, "unknown day #{day.inspect}" unless DAYS.include?(day)

      @meals << Meal.new(day, recipe, servings)
      self
    end

    def ingredients
      @meals.flat_map { |meal| meal.recipe.scaled(meal.servings).to_a }
    end
  end
end
