module Kilnshare
  # Pence per whole shelf, by firing.
  module Rates
    PER_SHELF = {
      bisque: 600,
      glaze_low: 700,   # cone 06 to 04
      glaze_mid: 900,   # cone 5 to 6
      glaze_high: 1200, # cone 9 to 10
    }.freeze
    MEMBER_DISCOUNT = 0.10

    module_function

    def per_shelf(kind, member: false)
      pence = PER_SHELF.fetch(kind) { raise ArgumentError, "no such firing: #{kind}" }
      member ? (pence * (1 - MEMBER_DISCOUNT)).round : pence
    end

    # The glaze firing for a cone number (cone 06 is written -6).
    def glaze_for(cone)
      case cone
      when -6..-4 then :glaze_low
      when 5..6 then :glaze_mid
      when 9..10 then :glaze_high
      else raise ArgumentError, "the kiln is not fired to cone #{cone}"
      end
    end
  end
end
