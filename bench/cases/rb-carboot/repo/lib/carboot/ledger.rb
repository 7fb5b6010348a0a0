module Carboot
  class Ledger
    def initialize(bookings)
      @bookings = bookings
    end

    def fees
      @bookings.to_h { |b| [b.ref, Tariff.fee(b)] }
    end

    def total
      fees.values.sum
    end

    def by_vehicle
      totals = VEHICLES.to_h { |v| [v, 0] }
      @bookings.each { |b| totals[b.vehicle] += Tariff.fee(b) }
      totals
    end

    def summary
      lines = by_vehicle.map do |vehicle, pence|
        count = @bookings.count { |b| b.vehicle == vehicle }
        format('%-8s %3d  %9s', vehicle, count, Money.format(pence))
      end
      lines << format('%-8s %3d  %9s', 'total', @bookings.size, Money.format(total))
      lines.join("\n")
    end
  end
end
