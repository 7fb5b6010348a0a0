# frozen_string_literal: true

module Dogwalk
  Invoice = Struct.new(:household, :lines, :subtotal, :discount, :total, keyword_init: true)

  # Builds a household's invoice for a week of walks: one line per walk, then the regulars' discount.
  class InvoiceService
    REGULAR_WALKS = 5
    REGULAR_PERCENT = 10

    def initialize(household, walks, tariff: Tariff.new)
      @household = household
      @walks = walks.select { |walk| walk.dog.household == household }
      @tariff = tariff
    end

    def call
      billed = @walks.reject(&:cancelled?).sort_by(&:starts_at)
      lines = billed.map { |walk| line(walk) }
      subtotal = @tariff.household_price(billed)
      discount = billed.size >= REGULAR_WALKS ? subtotal * REGULAR_PERCENT / 100 : 0
      Invoice.new(household: @household, lines: lines, subtotal: subtotal, discount: discount,
                  total: subtotal - discount)
    end

    private

    def line(walk)
      kind = walk.group ? "group" : "solo"
      "#{walk.starts_at.strftime('%a %d %b %H:%M')} #{walk.dog.name}, #{walk.minutes} min #{kind}"
    end
  end
end
