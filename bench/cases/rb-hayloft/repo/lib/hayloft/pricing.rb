module Hayloft
  # Prices an order's bales: the list price, less a discount for volume.
  module Pricing
    module_function

    def goods_pence(order)
      order.lines.sum(&:pence)
    end

    def discount_percent(bale_count)
      if bale_count >= 100
        10
      elsif bale_count >= 50
        5
      else
        0
      end
    end

    def discount_pence(order)
      (goods_pence(order) * discount_percent(order.bale_count) / 100.0).round
    end

    def net_pence(order)
      goods_pence(order) - discount_pence(order)
    end
  end
end
