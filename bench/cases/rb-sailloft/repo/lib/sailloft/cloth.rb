# frozen_string_literal: true

module Sailloft
  # A roll of sailcloth: width in metres, price per running metre.
  Cloth = Struct.new(:code, :name, :weight_oz, :width, :price_per_m, keyword_init: true) do
    def to_s
      "#{code} #{name}"
    end
  end

  class Cloth
    class UnknownCloth < StandardError; end

    CATALOGUE = [
      new(code: "DC-5", name: "Dacron 5.0 oz cross-cut", weight_oz: 5.0, width: 0.914, price_per_m: 14.20),
      new(code: "DC-6", name: "Dacron 6.0 oz cross-cut", weight_oz: 6.0, width: 0.914, price_per_m: 16.80),
      new(code: "DC-7.5", name: "Dacron 7.5 oz cross-cut", weight_oz: 7.5, width: 1.372, price_per_m: 21.50),
      new(code: "DC-9", name: "Dacron 9.0 oz cross-cut", weight_oz: 9.0, width: 1.372, price_per_m: 26.40)
    ].freeze

    # Cloth weight by length overall, lightest first.
    WEIGHT_BY_LOA = [[7.0, "DC-5"], [9.0, "DC-6"], [11.0, "DC-7.5"]].freeze
    HEAVIEST = "DC-9"

    def self.find(code)
      CATALOGUE.find { |cloth| cloth.code == code } or raise UnknownCloth, "no cloth #{code.inspect}"
    end

    def self.recommended(rig)
      raise ArgumentError, "#{rig.name}: LOA needed to choose a cloth" unless rig.loa

      pair = WEIGHT_BY_LOA.find { |limit, _code| rig.loa < limit }
      find(pair ? pair.last : HEAVIEST)
    end
  end
end
