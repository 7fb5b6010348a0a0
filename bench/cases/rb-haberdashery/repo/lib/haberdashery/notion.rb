module Haberdashery
  # Buttons, zips, thread, elastic by the card: sold by the item, some
  # cheaper by the pack.
  class Notion
    attr_reader :code, :name, :unit_price, :pack_size, :pack_price

    def initialize(code:, name:, unit_price:, pack_size: nil, pack_price: nil)
      if pack_size.nil? != pack_price.nil?
        raise ArgumentError, "pack size and pack price go together"
      end

      @code = code.upcase
      @name = name
      @unit_price = unit_price
      @pack_size = pack_size
      @pack_price = pack_price
    end

    def packed?
      !pack_size.nil?
    end

    # Whole packs at the pack price, the rest singly.
    def price_for(quantity)
      raise ArgumentError, "quantity must be positive" unless quantity.positive?
      return unit_price * quantity unless packed?

      packs, singles = quantity.divmod(pack_size)
      packs * pack_price + singles * unit_price
    end
  end
end
