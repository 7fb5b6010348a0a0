module Cidermill
  # Helpers about a load of apples: how much juice it should give and whether it is ripe enough to press.
  module Fruit
    # Litres of juice a kilogram of apples gives on the rack-and-cloth press, by kind of apple.
    JUICE_PER_KG = { bittersweet: 0.62, sharp: 0.68, dessert: 0.70 }.freeze

    module_function

    def juice_litres(kind, kg)
      ratio = JUICE_PER_KG.fetch(kind) { raise ArgumentError, "unknown kind of apple: #{kind.inspect}" }
      (kg * ratio).round(1)
    end

    # Ripe enough to press: sugar (degrees Brix) at least `min_brix`.
    def ripe?(brix, min_brix: 10.5)
      brix >= min_brix
    end
  end
end
