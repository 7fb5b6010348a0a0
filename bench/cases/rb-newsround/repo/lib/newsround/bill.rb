# frozen_string_literal: true

module Newsround
  # A customer's paper bill for the days from..to.
  class Bill
    DELIVERY_PER_WEEK = 200

    Line = Struct.new(:code, :title, :copies, :amount)

    attr_reader :customer, :from, :to, :delivery_per_week

    def initialize(customer, catalogue, from, to, delivery_per_week: DELIVERY_PER_WEEK)
      raise ArgumentError, "bill ends before it starts" if to < from

      @customer = customer
      @catalogue = catalogue
      @from = from
      @to = to
      @delivery_per_week = delivery_per_week
    end

    # One line per title, in the order the customer's subscriptions were taken.
    def lines
      copies = Hash.new(0)
      amounts = Hash.new(0)
      Calendar.each_day(from, to) do |date|
        customer.items_on(date, @catalogue).each do |pub|
          copies[pub.code] += 1
          amounts[pub.code] += pub.price_on(date)
        end
      end
      customer.subscriptions.map(&:code).uniq.filter_map do |code|
        next unless copies.key?(code)

        Line.new(code, @catalogue.fetch(code).title, copies[code], amounts[code])
      end
    end

    def papers
      Money.sum(lines.map(&:amount))
    end

    def weeks
      Calendar.weeks(from, to).length
    end

    def delivery
      weeks * delivery_per_week
    end

    def total
      papers + delivery
    end

    def to_s
      out = [
        "#{customer.name}, #{customer.address} (account #{customer.account})",
        "Papers #{from.strftime('%d/%m/%Y')} to #{to.strftime('%d/%m/%Y')}",
      ]
      lines.each do |line|
        out << format("  %-24s %3d  %9s", line.title, line.copies, Money.format(line.amount))
      end
      out << format("  %-24s %3d  %9s", "Delivery (weeks)", weeks, Money.format(delivery))
      out << format("  %-29s %9s", "Total", Money.format(total))
      out.join("\n")
    end
  end
end
