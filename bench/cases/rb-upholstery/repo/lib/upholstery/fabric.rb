module Upholstery
  # A fabric off the roll. Widths and repeats in centimetres, price per metre in pence.
  class Fabric
    # Left unused at each edge of the roll.
    SELVEDGE_CM = 2

    attr_reader :name, :width_cm, :price_per_metre, :repeat_cm

    def initialize(name:, width_cm:, price_per_metre:, repeat_cm: 0)
      raise ArgumentError, "fabric width must be positive: #{width_cm}" unless width_cm.positive?
      raise ArgumentError, "pattern repeat cannot be negative: #{repeat_cm}" if repeat_cm.negative?

      @name = name
      @width_cm = width_cm
      @price_per_metre = price_per_metre
      @repeat_cm = repeat_cm
    end

    def usable_width_cm
      width_cm - 2 * SELVEDGE_CM
    end

    def patterned?
      repeat_cm.positive?
    end

    def cost(metres)
      (price_per_metre * Rational(metres.to_s)).round(half: :up)
    end
  end
end
