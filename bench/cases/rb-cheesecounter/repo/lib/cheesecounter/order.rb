module Cheesecounter
  # One piece asked for at the counter: the weight the customer asked for, and the weight of the
  # piece the cheesemonger actually cut, which is what is charged.
  Line = Struct.new(:cheese, :ordered_grams, :cut_grams, keyword_init: true) do
    def price
      cheese.price_for(cut_grams)
    end
  end

  # A customer's order: the pieces cut for them.
  class Order
    attr_reader :customer, :lines

    def initialize(customer, catalogue)
      @customer = customer
      @catalogue = catalogue
      @lines = []
    end

    def cut(code, ordered_grams, cut_grams = ordered_grams)
      raise ArgumentError, 'weight must be positive' unless cut_grams.positive?

      @lines << Line.new(cheese: @catalogue.fetch(code), ordered_grams: ordered_grams, cut_grams: cut_grams)
      self
    end

    def total
      lines.sum(&:price)
    end

    def total_grams
      lines.sum(&:cut_grams)
    end
  end
end
