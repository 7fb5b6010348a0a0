module Lawncare
  # A customer's invoice for completed visits.
  class Invoice
    VAT_PCT = 20

    Line = Struct.new(:date, :description, :amount, keyword_init: true)

    attr_reader :number, :customer, :visits

    def initialize(number:, customer:, visits:)
      raise ArgumentError, "no visits to invoice" if visits.empty?

      @number = number
      @customer = customer
      @visits = visits.sort_by { |v| [v.date, v.lawn.ref, v.treatment.code.to_s] }
    end

    def lines
      visits.map do |v|
        Line.new(date: v.date, description: "#{v.treatment.name}, #{v.lawn.ref}", amount: v.price)
      end
    end

    def net
      lines.sum(&:amount)
    end

    def vat
      Pricing.div_round(net * VAT_PCT, 100)
    end

    def total
      net + vat
    end

    def self.money(pence)
      format("£%d.%02d", pence / 100, pence % 100)
    end

    def to_s
      out = ["Greenstripe Lawn Care", "Invoice #{number} for #{customer}", ""]
      lines.each do |line|
        out << format("%-10s %-32s %9s", line.date.iso8601, line.description, Invoice.money(line.amount))
      end
      out << ""
      out << format("%-43s %9s", "Net", Invoice.money(net))
      out << format("%-43s %9s", "VAT #{VAT_PCT}%", Invoice.money(vat))
      out << format("%-43s %9s", "Total", Invoice.money(total))
      out.join("\n")
    end
  end
end
