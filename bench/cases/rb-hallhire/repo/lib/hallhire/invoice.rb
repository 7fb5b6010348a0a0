module Hallhire
  # A hirer's invoice for a month: one line per booking, a charity discount, and the total.
  class Invoice
    CHARITY_DISCOUNT = 0.2

    attr_reader :hirer, :lines

    def initialize(hirer, bookings, tariff: Tariff.new)
      @hirer = hirer
      @lines = bookings.map { |b| [b, line_amount(b, tariff)] }
    end

    def total
      lines.sum { |_, amount| amount }
    end

    def to_s
      rows = lines.map { |b, amount| "#{b.date.iso8601}  #{b.slot}  #{b.room.ljust(15)} #{pounds(amount).rjust(9)}" }
      (["Invoice for #{hirer}"] + rows + ["Total#{pounds(total).rjust(47)}"]).join("\n")
    end

    private

    def line_amount(booking, tariff)
      amount = tariff.charge(booking)
      booking.charity ? (amount * (1 - CHARITY_DISCOUNT)).round : amount
    end

    def pounds(pence)
      format('£%d.%02d', pence / 100, pence % 100)
    end
  end
end
