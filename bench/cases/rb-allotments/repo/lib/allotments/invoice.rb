# frozen_string_literal: true

module Allotments
  # A rent invoice sent to a tenant for one plot and one rent year.
  class Invoice
    attr_reader :number, :tenant, :plot, :rent_year, :lines

    def initialize(number:, tenant:, plot:, rent_year:, lines:)
      @number = number
      @tenant = tenant
      @plot = plot
      @rent_year = rent_year
      @lines = lines.map { |description, pence| [description, Integer(pence)] }.freeze
    end

    def total
      lines.sum { |_, pence| pence }
    end

    def due_date
      Date.new(rent_year, 10, 31)
    end

    def reference
      format("ALT-%<year>d-%<number>04d", year: rent_year, number: number)
    end

    def to_text
      width = lines.map { |description, _| description.length }.max.to_i
      out = []
      out << "Invoice #{reference}"
      out << "To: #{tenant.name}, #{tenant.postcode}"
      out << "Rent year #{rent_year}/#{(rent_year + 1).to_s[-2..]}, due #{due_date.strftime('%-d %B %Y')}"
      lines.each do |description, pence|
        out << "  #{description.ljust(width)}  #{Money.format(pence).rjust(10)}"
      end
      out << "  #{'Total'.ljust(width)}  #{Money.format(total).rjust(10)}"
      out.join("\n") + "\n"
    end
  end
end
