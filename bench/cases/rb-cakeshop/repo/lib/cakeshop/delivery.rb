module Cakeshop
  # Delivery by road: free within FREE_MILES of the shop, then a rate for each
  # started mile beyond.
  class Delivery
    FREE_MILES = 5
    PER_MILE = 90
    MAX_MILES = 40

    attr_reader :miles

    def initialize(miles)
      raise ArgumentError, "we deliver up to #{MAX_MILES} miles" if miles > MAX_MILES
      raise ArgumentError, "negative distance" if miles.negative?

      @miles = miles
    end

    def charge
      beyond = miles - FREE_MILES
      beyond.positive? ? beyond.ceil * PER_MILE : 0
    end

    def to_s
      format("Delivery, %.1f miles", miles)
    end
  end
end
