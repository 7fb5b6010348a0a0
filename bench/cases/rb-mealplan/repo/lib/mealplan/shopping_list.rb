# frozen_string_literal: true

module Mealplan
  # What to buy for a plan: the ingredients added up, less the pantry, by name.
  class ShoppingList
    def initialize(plan, pantry: {})
      @plan = plan
      @pantry = pantry
    end

    def totals
      @plan.ingredients.each_with_object({}) do |(name, quantity), sums|
        sums[name] = sums.key?(name) ? sums[name] + quantity : quantity
      end
    end

    def items
      totals
        .to_h { |name, quantity| [name, @pantry.key?(name) ? quantity - @pantry[name] : quantity] }
        .select { |_name, quantity| quantity.positive? }
    end

    def lines
      items.sort.map { |name, quantity| "#{name}: #{quantity}" }
    end
  end
end
