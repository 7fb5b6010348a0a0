# frozen_string_literal: true

module Embroidery
  # The price of sewing a design on a number of pieces, in pence.
  class Quote
    PENCE_PER_THOUSAND_STITCHES = 60
    SETUP_PER_COLOUR = 250
    MINIMUM_PER_PIECE = 300
    # [minimum quantity, percentage off]
    DISCOUNTS = [[100, 15], [50, 10], [12, 5]].freeze

    attr_reader :design, :quantity

    def initialize(design, quantity:)
      raise ArgumentError, "quantity must be positive" unless quantity.positive?

      @design = design
      @quantity = quantity
    end

    def per_piece
      stitched = (design.stitch_count * PENCE_PER_THOUSAND_STITCHES / 1000.0).round
      [stitched, MINIMUM_PER_PIECE].max
    end

    def discount_percent
      bracket = DISCOUNTS.find { |min, _| quantity >= min }
      bracket ? bracket[1] : 0
    end

    def setup
      design.thread_codes.size * SETUP_PER_COLOUR
    end

    def subtotal
      per_piece * quantity
    end

    def discount
      (subtotal * discount_percent / 100.0).round
    end

    def total
      subtotal - discount + setup
    end
  end
end
