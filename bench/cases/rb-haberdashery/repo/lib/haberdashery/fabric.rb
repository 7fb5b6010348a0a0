module Haberdashery
  # A fabric on the shelf, sold off the bolt.
  class Fabric
    CUT_STEP_CM = 10
    MIN_CUT_CM = 50

    attr_reader :code, :name, :width_cm, :price, :repeat_cm

    # price is pence per metre; repeat_cm the pattern repeat (0 for plains).
    def initialize(code:, name:, width_cm:, price:, repeat_cm: 0)
      raise ArgumentError, "width must be positive" unless width_cm.positive?
      raise ArgumentError, "price must not be negative" if price.negative?

      @code = code.upcase
      @name = name
      @width_cm = width_cm
      @price = price
      @repeat_cm = repeat_cm
    end

    def patterned?
      repeat_cm.positive?
    end

    # The length actually cut for a request: at least the minimum cut, and
    # rounded up to the next 10 cm.
    def cut_length(requested_cm)
      raise ArgumentError, "length must be positive" unless requested_cm.positive?

      wanted = [requested_cm, MIN_CUT_CM].max
      (wanted.to_f / CUT_STEP_CM).ceil * CUT_STEP_CM
    end

    # Price in pence of a cut of the given length in centimetres.
    def price_for(length_cm)
      Money.round(price * Length.metres(length_cm))
    end

    def price_label
      "#{Money.format(price)}/m"
    end
  end
end
