module Cheesecounter
  # The printed receipt of an order: a line per piece, then the total.
  class Receipt
    WIDTH = 36

    def initialize(order)
      @order = order
    end

    def lines
      body = @order.lines.map { |line| row("#{line.cheese.name} #{line.cut_grams}g", line.price) }
      [header, *body, row('Total', @order.total)]
    end

    def text
      lines.join("\n")
    end

    private

    def header
      "Receipt for #{@order.customer}"
    end

    def row(label, pence)
      amount = format('£%d.%02d', pence / 100, pence % 100)
      label.ljust(WIDTH - amount.length) + amount
    end
  end
end
