module Cakeshop
  # One tier of a cake: a tin and a flavour. Fruit cake is cut in 1in x 1in fingers,
  # sponges in 1in x 2in slices.
  class Tier
    FRUIT = %w[rich_fruit light_fruit].freeze
    SPONGES = %w[vanilla chocolate lemon red_velvet carrot].freeze

    attr_reader :tin, :flavour

    def initialize(tin, flavour)
      raise ArgumentError, "unknown flavour #{flavour}" unless (FRUIT + SPONGES).include?(flavour)

      @tin = tin
      @flavour = flavour
    end

    def fruit?
      FRUIT.include?(flavour)
    end

    def portion_area
      fruit? ? 1 : 2
    end

    def portions
      tin.portions(portion_area)
    end

    def to_s
      "#{tin} #{flavour.tr("_", " ")}"
    end
  end
end
