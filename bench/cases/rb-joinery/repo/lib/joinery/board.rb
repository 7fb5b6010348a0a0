module Joinery
  # A piece of sawn timber, sizes in millimetres. Planing takes 3 mm off
  # each face and edge, so a board planed all round (PAR) is 6 mm smaller
  # in width and thickness than it was sawn.
  class Board
    PLANE_ALLOWANCE = 6

    attr_reader :length, :width, :thickness, :timber

    def initialize(length:, width:, thickness:, timber:)
      raise ArgumentError, "board sizes must be positive" unless [length, width, thickness].all?(&:positive?)

      @length = length
      @width = width
      @thickness = thickness
      @timber = Joinery.timber(timber)
    end

    # Sawn size needed to plane down to a finished width and thickness.
    def self.sawn_for(length:, width:, thickness:, timber:)
      new(length: length, width: width + PLANE_ALLOWANCE,
          thickness: thickness + PLANE_ALLOWANCE, timber: timber)
    end

    def volume_m3
      length * width * thickness / 1_000_000_000.0
    end

    def weight_kg
      (volume_m3 * timber.density).round(1)
    end

    def cost
      (volume_m3 * timber.price_m3).round(2)
    end

    def to_s
      "#{length} x #{width} x #{thickness} #{timber.name}"
    end
  end
end
