module Cakeshop
  # The printed quote for an order.
  module Quote
    module_function

    def render(order, prices, calendar)
      lines = ["Quote for #{order.customer}, due #{order.due.strftime("%a %-d %b %Y")}"]
      unless calendar.can_take?(order.ordered_on, order.due, order.kind)
        lines << "  NOTE: inside the #{Calendar::LEAD_DAYS.fetch(order.kind)}-day lead time or on a closed day"
      end
      order.tiers.each do |tier|
        lines << row("#{tier} (#{tier.portions} portions)", prices.tier(tier))
      end
      order.decorations.each do |name, count|
        lines << row("#{count} x #{name.to_s.tr("_", " ")}", prices.decoration(name, count))
      end
      lines << row(order.delivery.to_s, order.delivery.charge) if order.delivery
      lines << row("Total", order.total(prices))
      lines << row("Deposit", order.deposit(prices))
      lines << row("Balance on collection", order.balance(prices))
      lines.join("\n") + "\n"
    end

    def row(text, pence)
      format("  %-40s %10s", text, Money.format(pence))
    end
  end
end
