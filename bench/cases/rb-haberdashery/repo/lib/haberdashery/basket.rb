module Haberdashery
  # What a customer brings to the till.
  class Basket
    CLUB_DISCOUNT_PERCENT = 10
    REMNANT_PRICE_PERCENT = 50

    FabricLine = Struct.new(:fabric, :cut_cm, :remnant, :price, keyword_init: true) do
      def description
        text = "#{fabric.name}, #{Length.format(cut_cm)}"
        remnant ? "#{text} (remnant)" : text
      end

      def detail
        "@ #{fabric.price_label}"
      end
    end

    NotionLine = Struct.new(:notion, :quantity, :price, keyword_init: true) do
      def description
        "#{notion.name} x#{quantity}"
      end

      def detail
        nil
      end
    end

    attr_reader :lines

    def initialize(club_member: false)
      @club_member = club_member
      @lines = []
    end

    def club_member?
      @club_member
    end

    # A length cut from the bolt; the shop's cutting rules decide the length.
    def add_fabric(fabric, requested_cm)
      cut = fabric.cut_length(requested_cm)
      @lines << FabricLine.new(fabric: fabric, cut_cm: cut, remnant: false, price: fabric.price_for(cut))
      self
    end

    # A piece from the remnant bin, sold as it is at half price.
    def add_remnant(fabric, length_cm)
      price = Money.percent(fabric.price_for(length_cm), REMNANT_PRICE_PERCENT)
      @lines << FabricLine.new(fabric: fabric, cut_cm: length_cm, remnant: true, price: price)
      self
    end

    def add_notion(notion, quantity = 1)
      @lines << NotionLine.new(notion: notion, quantity: quantity, price: notion.price_for(quantity))
      self
    end

    def subtotal
      lines.sum(&:price)
    end

    # Fabric off the bolt, not remnants (already reduced) and not notions.
    def club_discount
      return 0 unless club_member?

      full_price_fabric = lines.select { |l| l.is_a?(FabricLine) && !l.remnant }.sum(&:price)
      Money.percent(full_price_fabric, CLUB_DISCOUNT_PERCENT)
    end

    def total
      subtotal - club_discount
    end

    def fabric_cm
      lines.select { |l| l.is_a?(FabricLine) }.sum(&:cut_cm)
    end
  end
end
