module Windowround
  class Round
    attr_reader :customers

    def initialize(customers)
      @customers = customers
    end

    # The customers due on date, street by street and in house order, the way the van goes.
    def due_on(date)
      customers.select { |c| c.due?(date) }.sort_by { |c| [c.street, c.house.to_i, c.house] }
    end

    def takings(date)
      due_on(date).sum { |c| Prices.for(c) }
    end

    def day_sheet(date)
      lines = due_on(date).map do |c|
        format("%-6s %-24s %-18s %8s", c.ref, c.address, c.name, Money.format(Prices.for(c)))
      end
      lines.unshift("Round for #{date.strftime("%a %-d %b %Y")}")
      lines << format("%-50s %8s", "#{lines.size - 1} customers", Money.format(takings(date)))
      lines.join("\n")
    end
  end
end
