module Cakeshop
  # Prices in pence: per portion by flavour, and decorations by the piece.
  class PriceList
    PER_PORTION = {
      "rich_fruit" => 145,
      "light_fruit" => 130,
      "vanilla" => 110,
      "chocolate" => 120,
      "lemon" => 110,
      "red_velvet" => 125,
      "carrot" => 115
    }.freeze

    DECORATIONS = {
      sugar_rose: 450,
      piped_lettering: 600,
      ribbon: 150,
      topper: 1200
    }.freeze

    # The least a cake costs, however few portions.
    MINIMUM = 3500

    def tier(tier)
      tier.portions * PER_PORTION.fetch(tier.flavour)
    end

    def decoration(name, count = 1)
      DECORATIONS.fetch(name) { raise ArgumentError, "unknown decoration #{name}" } * count
    end

    def cake(tiers, decorations = {})
      baked = tiers.sum { |t| tier(t) }
      extras = decorations.sum { |name, count| decoration(name, count) }
      [baked, MINIMUM].max + extras
    end
  end
end
