# frozen_string_literal: true

module Philately
  # One catalogue listing.
  class Stamp
    attr_reader :number, :year, :description, :perforation, :mint_price, :used_price

    def initialize(number:, year:, description:, perforation:, mint_price: nil, used_price: nil)
      @number = number.is_a?(CatalogueNumber) ? number : CatalogueNumber.parse(number)
      @year = Integer(year)
      @description = description
      @perforation = perforation.is_a?(Perforation) ? perforation : Perforation.parse(perforation)
      @mint_price = mint_price
      @used_price = used_price
    end

    # The catalogue price for a stamp in +condition+, nil where the catalogue prices none.
    def price(condition)
      Condition.mint?(condition) ? mint_price : used_price
    end

    def to_s
      "#{number} #{description} (#{year}, #{perforation})"
    end
  end
end
