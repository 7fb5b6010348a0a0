module Hayloft
  OrderLine = Struct.new(:code, :quantity) do
    def bale
      Bales.fetch(code)
    end

    def weight_kg
      bale.weight_kg * quantity
    end

    def pence
      bale.price_pence * quantity
    end
  end

  # One customer's order: bale lines, and how far the farm delivers it.
  class Order
    attr_reader :customer, :distance_km, :lines

    def initialize(customer, distance_km: 0, collect: false)
      @customer = customer
      @distance_km = distance_km
      @collect = collect
      @lines = []
    end

    def add(code, quantity)
      Bales.fetch(code)
      raise Error, "quantity must be positive" unless quantity.positive?

      existing = @lines.find { |line| line.code == code }
      if existing
        existing.quantity += quantity
      else
        @lines << OrderLine.new(code, quantity)
      end
      self
    end

    def collect?
      @collect
    end

    def bale_count
      lines.sum(&:quantity)
    end

    def weight_kg
      lines.sum(&:weight_kg)
    end
  end
end
