# frozen_string_literal: true

module Newsround
  # One stop on a round: a customer and what goes through their door.
  Drop = Struct.new(:customer, :publications) do
    def codes
      publications.map(&:code)
    end

    def weight_g
      publications.sum(&:weight_g)
    end
  end

  # A paper round: the customers in the order the carrier walks them.
  class Round
    attr_reader :name, :carrier

    def initialize(name, carrier:)
      @name = name
      @carrier = carrier
      @customers = []
    end

    def add(customer)
      @customers << customer
      self
    end

    def customers
      @customers.sort_by(&:walk_order)
    end

    # The drops for `date`, in walking order, leaving out doors with nothing to deliver.
    def bag(date, catalogue)
      customers.filter_map do |customer|
        pubs = customer.items_on(date, catalogue)
        Drop.new(customer, pubs) unless pubs.empty?
      end
    end

    def bag_weight_kg(date, catalogue)
      (bag(date, catalogue).sum(&:weight_g) / 1000.0).round(1)
    end

    # Copies of each title needed for this round on `date`.
    def counts(date, catalogue)
      bag(date, catalogue).flat_map(&:codes).tally.sort.to_h
    end

    # The marking-up sheet: one line per door, written on the papers in the shop.
    def marking_up(date, catalogue)
      lines = ["#{name} (#{carrier}) #{date.strftime('%a %d %b %Y')}"]
      bag(date, catalogue).each_with_index do |drop, i|
        lines << format("%2d  %-22s %s", i + 1, drop.customer.address, drop.codes.join(" "))
      end
      lines.join("\n")
    end
  end
end
