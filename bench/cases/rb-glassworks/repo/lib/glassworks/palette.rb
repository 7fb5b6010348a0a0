module Glassworks
  # What the studio charges for coloured glass, in pence per 10 g.
  class Palette
    DEFAULT_RATES = { clear: 4, amber: 9, cobalt: 12, ruby: 30 }.freeze

    def initialize(rates = DEFAULT_RATES)
      @rates = rates
    end

    def colours
      @rates.keys
    end

    def rate(colour)
      @rates.fetch(colour) { raise KeyError, "no rate for #{colour}" }
    end

    def cost_pence(colour, grams)
      (grams * rate(colour) / 10.0).ceil
    end
  end
end
