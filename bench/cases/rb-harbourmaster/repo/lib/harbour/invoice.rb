module Harbour
  # The bill for a stay: dues per night, shore power per night, VAT.
  class Invoice
    VAT_PERCENT = 20
    SHORE_POWER_NIGHT = 450

    Line = Struct.new(:text, :pence)

    attr_reader :booking, :lines

    def initialize(booking, tariff = Tariff.new)
      @booking = booking
      @lines = []
      dues = tariff.total(booking.vessel, booking.arrive, booking.depart)
      add("Harbour dues, #{booking.nights} night#{booking.nights == 1 ? '' : 's'}", dues)
      add("Shore power", SHORE_POWER_NIGHT * booking.nights) if booking.shore_power
    end

    def add(text, pence)
      lines << Line.new(text, pence)
      self
    end

    def net
      lines.sum(&:pence)
    end

    def vat
      (net * VAT_PERCENT / 100.0).round
    end

    def gross
      net + vat
    end

    def self.money(pence)
      format("£%d.%02d", pence / 100, pence % 100)
    end

    def to_text
      out = ["#{booking.vessel}  #{booking.arrive} to #{booking.depart}"]
      lines.each { |l| out << format("%-32s %10s", l.text, Invoice.money(l.pence)) }
      out << format("%-32s %10s", "VAT #{VAT_PERCENT}%", Invoice.money(vat))
      out << format("%-32s %10s", "Total", Invoice.money(gross))
      out.join("\n")
    end
  end
end
