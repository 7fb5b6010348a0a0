module Gristmill
  # Grinding one order: the toll comes off, the rest is milled and sacked.
  class MillRun
    attr_reader :order, :stones

    def initialize(order, stones, bushels_per_hour: 8)
      @order = order
      @stones = stones
      @bushels_per_hour = bushels_per_hour
    end

    def toll
      Toll.kept(order.bushels)
    end

    def ground
      Toll.ground(order.bushels)
    end

    def hours
      (ground / @bushels_per_hour.to_f).round(2)
    end

    def yield
      @yield ||= Extraction.mill(order.grain, ground)
    end

    def sacks
      {
        flour: Sacks.bag(self.yield.flour),
        bran: Sacks.bag(self.yield.bran),
        middlings: Sacks.bag(self.yield.middlings)
      }
    end

    def grind!
      stones.run(hours)
      self
    end

    def ticket
      s = sacks
      "Order #{order.number} #{order.customer}: #{order.bushels} bu #{order.grain}, toll #{toll} bu; " \
        "flour #{s[:flour].count} sacks, bran #{s[:bran].count}, middlings #{s[:middlings].count}"
    end
  end
end
