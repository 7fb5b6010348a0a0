# frozen_string_literal: true

module Pawnshop
  # The pawn ticket handed to the customer.
  module Ticket
    DATE = "%-d %b %Y"

    module_function

    def render(loan, shop: "Pawnshop")
      lines = []
      lines << "#{shop.upcase} - PAWN TICKET No. #{loan.ticket}"
      lines << row("Date of loan", loan.taken_on.strftime(DATE))
      lines << row("Amount lent", Money.format(loan.principal))
      lines << row("Monthly charge", "#{percent(loan.monthly_rate)} (#{Money.format(loan.monthly_charge)})")
      lines << row("Redeem by", loan.due_on.strftime(DATE))
      lines << row("Grace until", loan.grace_ends_on.strftime(DATE))
      lines << "Pledged:"
      loan.items.each { |item| lines << "  - #{describe(item)}" }
      lines << row("To redeem on the due date", Money.format(loan.redemption_amount(loan.due_on)))
      lines.join("\n") + "\n"
    end

    def row(label, value)
      "#{"#{label}:".ljust(28)}#{value}"
    end

    def percent(rate)
      format("%.1f%%", rate * 100)
    end

    def describe(item)
      if item.gold?
        "#{item.description}, #{item.carat}ct, #{format('%.1f', item.grams)} g"
      else
        "#{item.description} (#{item.condition})"
      end
    end
  end
end
