# frozen_string_literal: true

require_relative "mealplan/quantity"
require_relative "mealplan/recipe"
require_relative "mealplan/plan"
require_relative "mealplan/shopping_list"
