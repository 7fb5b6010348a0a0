module Hayloft
  # A kind of bale the farm sells: its weight in kilograms and price in pence.
  Bale = Struct.new(:code, :name, :weight_kg, :price_pence, keyword_init: true)

  module Bales
    ALL = [
      Bale.new(code: :small_hay, name: "Small hay bale", weight_kg: 22, price_pence: 465),
      Bale.new(code: :round_hay, name: "Round hay bale", weight_kg: 250, price_pence: 3200),
      Bale.new(code: :haylage, name: "Haylage bale", weight_kg: 300, price_pence: 4150),
      Bale.new(code: :small_straw, name: "Small straw bale", weight_kg: 12, price_pence: 335),
      Bale.new(code: :round_straw, name: "Round straw bale", weight_kg: 180, price_pence: 2400)
    ].freeze

    module_function

    def fetch(code)
      ALL.find { |bale| bale.code == code } or raise Error, "unknown bale kind: #{code}"
    end

    def codes
      ALL.map(&:code)
    end
  end
end
