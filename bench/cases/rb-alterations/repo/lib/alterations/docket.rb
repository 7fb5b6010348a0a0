module Alterations
  # The customer's copy of a ticket.
  module Docket
    module_function

    def render(ticket, prices, calendar)
      lines = ["#{ticket.number}  #{ticket.customer}", "#{ticket.garment} (#{ticket.fabric})"]
      ticket.items.each do |item|
        length = item.length_mm ? " #{Measure.format(item.length_mm, item.unit)}" : ""
        lines << format("  %-18s %8s", "#{item.job}#{length}", money(ticket.item_price(item, prices)))
      end
      lines << format("  %-18s %8s", "rush", "x1.5") if ticket.rush
      lines << format("  %-18s %8s", "total", money(ticket.total(prices)))
      lines << "ready #{ticket.ready_on(prices, calendar).strftime("%a %-d %b %Y")}"
      lines.join("\n") + "\n"
    end

    def money(pence)
      format("£%d.%02d", pence / 100, pence % 100)
    end
  end
end
