module Hayloft
  # A plain-text invoice for an order.
  class Invoice
    def initialize(order)
      @order = order
    end

    def total_pence
      Pricing.net_pence(@order) + Delivery.charge_pence(@order)
    end

    def lines
      rows = @order.lines.map do |line|
        row("#{line.quantity} x #{line.bale.name}", line.pence)
      end
      discount = Pricing.discount_pence(@order)
      rows << row("Volume discount", -discount) if discount.positive?
      rows << delivery_row
      rows << row("Total", total_pence)
      rows
    end

    def to_s
      (["Invoice for #{@order.customer}"] + lines).join("\n") + "\n"
    end

    private

    def delivery_row
      return row("Collected from the farm", 0) if @order.collect?

      row("Delivery, #{@order.distance_km} km", Delivery.charge_pence(@order))
    end

    def row(label, pence)
      label.ljust(32) + Money.format(pence).rjust(12)
    end
  end
end
