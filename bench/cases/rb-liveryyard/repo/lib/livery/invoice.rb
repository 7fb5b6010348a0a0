module Livery
  class Invoice
    Line = Struct.new(:text, :pence)

    attr_reader :horse, :from, :to, :extras

    def initialize(horse, from:, to:, extras: [])
      raise ArgumentError, "the invoice ends before it starts" if to < from

      @horse = horse
      @from = from
      @to = to
      @extras = extras
    end

    def days
      (to - from).to_i + 1
    end

    def lines
      livery_lines + extras.map { |name| Line.new(name.to_s.tr("_", " "), Rates.extra(name)) }
    end

    def total
      lines.sum(&:pence)
    end

    def to_s
      lines.map { |line| "#{line.text}: #{Money.format(line.pence)}" }.join("\n") +
        "\ntotal: #{Money.format(total)}"
    end

    private

    # Whole weeks at the weekly price, then the days left at a seventh of it; each counted at the price list
    # in force on its first day.
    def livery_lines
      weeks, rest = days.divmod(7)
      out = []
      weeks.times do |i|
        starts = from + (7 * i)
        out << Line.new("#{horse.service} livery, week from #{starts}", Rates.weekly(horse.service, on: starts))
      end
      if rest.positive?
        starts = from + (7 * weeks)
        daily = Rates.weekly(horse.service, on: starts) / 7.0
        out << Line.new("#{horse.service} livery, #{rest} days from #{starts}", (daily * rest).round)
      end
      out
    end
  end
end
