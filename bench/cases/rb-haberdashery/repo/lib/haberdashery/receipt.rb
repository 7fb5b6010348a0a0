module Haberdashery
  # The till slip.
  class Receipt
    WIDTH = 40

    def initialize(shop_name = "Gilbey & Hart Haberdashers")
      @shop_name = shop_name
    end

    def render(basket)
      out = []
      out << @shop_name.center(WIDTH).rstrip
      out << "-" * WIDTH
      basket.lines.each do |line|
        out << row(line.description, line.price)
        out << "  #{line.detail}" if line.detail
      end
      out << "-" * WIDTH
      out << row("Subtotal", basket.subtotal)
      discount = basket.club_discount
      out << row("Sewing club 10%", -discount) unless discount.zero?
      out << row("Total", basket.total)
      out.join("\n") + "\n"
    end

    private

    def row(label, pence)
      value = Money.format(pence)
      label + " " * [1, WIDTH - label.length - value.length].max + value
    end
  end
end
