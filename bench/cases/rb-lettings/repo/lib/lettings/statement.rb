module Lettings
  # A landlord's monthly statement for one tenancy: rent received in the
  # period, less the management fee, VAT on it, and expenses paid on the
  # landlord's behalf.
  class Statement
    Expense = Struct.new(:date, :description, :amount)

    attr_reader :tenancy, :ledger, :fees, :from, :to, :expenses

    def initialize(tenancy:, ledger:, fees:, from:, to:, expenses: [])
      @tenancy = tenancy
      @ledger = ledger
      @fees = fees
      @from = from
      @to = to
      @expenses = expenses.map { |e| e.is_a?(Expense) ? e : Expense.new(*e) }
    end

    def rent_received
      ledger.received(from, to)
    end

    def fee
      fees.management_fee(rent_received)
    end

    def vat
      fees.vat_on(fee)
    end

    def expenses_total
      expenses.sum(&:amount)
    end

    def net_to_landlord
      rent_received - fee - vat - expenses_total
    end

    def arrears
      ledger.balance(on: to)
    end

    def lines
      out = []
      out << "Statement for #{tenancy.property.label}"
      out << "Period #{from.iso8601} to #{to.iso8601}"
      out << row("Rent received", rent_received)
      out << row("Management fee (#{fees.describe})", -fee)
      out << row("VAT on fee", -vat) if fees.vat_registered?
      expenses.each { |e| out << row("#{e.date.iso8601} #{e.description}", -e.amount) }
      out << row("Due to landlord", net_to_landlord)
      out << row("Tenant arrears", arrears) if arrears.positive?
      out
    end

    def to_s
      lines.join("\n")
    end

    private

    def row(label, pence)
      "#{label.ljust(48)}#{Money.format(pence).rjust(12)}"
    end
  end
end
