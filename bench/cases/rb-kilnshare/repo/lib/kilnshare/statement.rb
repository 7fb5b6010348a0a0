require "date"

module Kilnshare
  # A potter's kiln charges, one line a firing.
  class Statement
    def initialize(potter)
      @potter = potter
      @firings = []
    end

    def add(firing)
      raise ArgumentError, "#{firing.potter}'s firing on #{@potter}'s statement" unless firing.potter == @potter

      @firings << firing
      self
    end

    def total_pence
      @firings.sum(&:charge_pence)
    end

    def lines
      @firings.sort_by(&:date).map do |f|
        format("%s %-10s %5.2f shelves %s", f.date.iso8601, f.kind, f.shelves, Statement.pounds(f.charge_pence))
      end + ["Total #{Statement.pounds(total_pence)}"]
    end

    def self.pounds(pence)
      format("£%d.%02d", pence / 100, pence % 100)
    end
  end
end
