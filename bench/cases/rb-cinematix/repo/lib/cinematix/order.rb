module Cinematix
  # Tickets for one showing; a group of GROUP_SIZE or more gets GROUP_PCT off.
  class Order
    GROUP_SIZE = 10
    GROUP_PCT = 15

    attr_reader :show, :lines

    def initialize(show)
      @show = show
      @lines = Hash.new(0)
    end

    def add(kind, count = 1)
      raise ArgumentError, "count must be positive" unless count.positive?

      Pricing.base_price(kind) # unknown kinds fail here, not at checkout
      @lines[kind] += count
      self
    end

    def tickets
      @lines.values.sum
    end

    def subtotal
      @lines.sum { |kind, count| Pricing.ticket_price(kind, show) * count }
    end

    def group_discount
      return 0 if tickets < GROUP_SIZE

      Money.percent_of(subtotal, GROUP_PCT)
    end

    def total
      subtotal - group_discount
    end

    def receipt
      rows = @lines.map do |kind, count|
        "#{count} x #{kind} @ #{Money.format(Pricing.ticket_price(kind, show))}"
      end
      rows << "group discount -#{Money.format(group_discount)}" if group_discount.positive?
      rows << "total #{Money.format(total)}"
      rows.join("\n")
    end
  end
end
