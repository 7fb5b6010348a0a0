module Roomrates
  # A price for one room between two dates (check-out day not charged).
  class Quote
    attr_reader :room, :check_in, :check_out

    def initialize(room:, check_in:, check_out:)
      raise ArgumentError, "check-out must follow check-in" unless check_out > check_in

      @room = room
      @check_in = check_in
      @check_out = check_out
    end

    def nights
      (check_out - check_in).to_i
    end

    def night_prices
      (check_in...check_out).map { |night| price_for(night) }
    end

    def price
      sum = night_prices.sum
      sum -= sum * LONG_STAY_DISCOUNT_PERCENT / 100 if nights >= LONG_STAY_NIGHTS
      sum
    end

    private

    def price_for(night)
      base = Roomrates.nightly(room)
      Roomrates.weekend?(night) ? base + base * WEEKEND_SURCHARGE_PERCENT / 100 : base
    end
  end
end
