# frozen_string_literal: true

module Sailloft
  # The sheet that goes to the cutting floor with the order, and the
  # customer's copy of the price.
  class JobTicket
    WIDTH = 44

    attr_reader :number, :customer, :rig, :quotes

    def initialize(number:, customer:, rig:, quotes:)
      raise ArgumentError, "a job needs at least one sail" if quotes.empty?

      @number = number
      @customer = customer
      @rig = rig
      @quotes = quotes
    end

    def total
      quotes.sum(&:total).round(2)
    end

    def to_s
      out = []
      out << "Job #{number} - #{customer}"
      out << "Boat: #{rig.name}#{loa_text}"
      out << format("Rig: I %.2f  J %.2f  P %.2f  E %.2f m", rig.i, rig.j, rig.p, rig.e)
      quotes.each { |quote| out.concat(sail_section(quote)) }
      out << "-" * WIDTH
      out << row("Job total", total)
      out.join("\n") + "\n"
    end

    private

    def loa_text
      rig.loa ? format(" (LOA %.2f m, %s)", rig.loa, Units.format_feet(rig.loa)) : ""
    end

    def sail_section(quote)
      sail = quote.sail
      layout = quote.layout
      [
        "",
        format("%s: %.2f m2 (%.0f sq ft)", sail.kind.to_s.capitalize, sail.area,
               Units.sq_metres_to_sq_feet(sail.area)),
        format("  %d panels of %s, longest %.2f m", layout.panel_count, quote.cloth.code,
               layout.longest_panel.length),
        *quote.lines.map { |label, amount| row("  #{label}", amount) }
      ]
    end

    def row(label, amount)
      money = format("%.2f", amount)
      label.ljust(WIDTH - money.length) + money
    end
  end
end
