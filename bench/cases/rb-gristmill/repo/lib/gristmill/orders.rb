module Gristmill
  # A grist brought in by a customer.
  Order = Struct.new(:number, :customer, :grain, :bushels, keyword_init: true)

  class OrderBook
    attr_reader :orders

    def initialize(first: 1)
      @next = first
      @orders = []
    end

    def take(customer, grain, bushels)
      Gristmill.grain(grain)
      raise ArgumentError, "bushels must be positive" unless bushels.positive?

      order = Order.new(number: @next, customer: customer, grain: grain.to_sym, bushels: bushels)
      @next += 1
      @orders << order
      order
    end

    def for_customer(customer)
      @orders.select { |o| o.customer == customer }
    end

    def bushels_of(grain)
      @orders.select { |o| o.grain == grain.to_sym }.sum(&:bushels)
    end
  end
end
