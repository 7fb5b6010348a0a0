module Cinematix
  # What one ticket costs for one showing.
  module Pricing
    BASE = { adult: 1250, child: 850, senior: 975, student: 1050 }.freeze
    MATINEE_PCT = 20     # off before MATINEE_BEFORE
    MATINEE_BEFORE = 17  # hour of the day
    SURCHARGE_3D = 300

    Show = Struct.new(:title, :hour, :three_d, keyword_init: true)

    module_function

    def base_price(kind)
      BASE.fetch(kind) { raise ArgumentError, "unknown ticket kind: #{kind}" }
    end

    def matinee?(show)
      show.hour < MATINEE_BEFORE
    end

    def ticket_price(kind, show)
      price = base_price(kind)
      price -= Money.percent_of(price, MATINEE_PCT) if matinee?(show)
      price += SURCHARGE_3D if show.three_d
      price
    end
  end
end
