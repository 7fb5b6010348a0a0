module Cheesecounter
  # A cheese on the counter, priced by the kilogram in pence.
  class Cheese
    attr_reader :code, :name, :milk, :age_months, :price_per_kg

    MILKS = %i[cow goat sheep buffalo].freeze

    def initialize(code:, name:, milk:, age_months:, price_per_kg:)
      raise ArgumentError, "unknown milk: #{milk}" unless MILKS.include?(milk)

      @code = code
      @name = name
      @milk = milk
      @age_months = age_months
      @price_per_kg = price_per_kg
    end

    # Price in pence of a piece of the given weight, rounded to the penny.
    def price_for(grams)
      (price_per_kg * grams / 1000.0).round
    end
  end
end
