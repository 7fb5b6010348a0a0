module Alterations
  # An alteration ticket: one garment, its jobs and when it will be ready.
  class Ticket
    Item = Struct.new(:job, :length_mm, :unit, keyword_init: true)

    RUSH_FACTOR = 1.5

    attr_reader :number, :customer, :garment, :fabric, :items, :received, :rush

    def initialize(number:, customer:, garment:, fabric:, items:, received:, rush: false)
      @number = number
      @customer = customer
      @garment = garment
      @fabric = fabric
      @items = items
      @received = received
      @rush = rush
    end

    def item_price(item, prices)
      prices.price(item.job, fabric)
    end

    def subtotal(prices)
      items.sum { |item| item_price(item, prices) }
    end

    # Rush work costs half as much again and takes half the time, rounded up.
    def total(prices)
      rush ? (subtotal(prices) * RUSH_FACTOR).round : subtotal(prices)
    end

    # The longest job sets the turnaround; the jobs on one garment are done together.
    def working_days(prices)
      days = items.map { |item| prices.job(item.job).days }.max || 0
      rush ? (days / 2.0).ceil : days
    end

    def ready_on(prices, calendar)
      calendar.add_working_days(received, working_days(prices))
    end
  end
end
