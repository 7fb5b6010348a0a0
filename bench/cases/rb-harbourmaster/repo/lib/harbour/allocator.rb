module Harbour
  # Puts bookings on berths: the smallest free berth the boat fits, and one
  # with shore power when the booking asks for it.
  class Allocator
    attr_reader :berths, :bookings

    def initialize(berths)
      @berths = berths.sort
      @bookings = []
    end

    def free?(berth, booking)
      bookings.none? { |b| b.berth == berth && b.overlaps?(booking) }
    end

    def candidates(booking)
      berths.select do |berth|
        berth.fits?(booking.vessel) &&
          (!booking.shore_power || berth.shore_power) &&
          free?(berth, booking)
      end
    end

    # Allocates a berth, or raises when none is free.
    def allocate(booking)
      berth = candidates(booking).first
      raise Error, "no berth for #{booking.vessel}" unless berth

      booking.berth = berth
      bookings << booking
      booking
    end

    def cancel(booking)
      bookings.delete(booking)
      booking.berth = nil
    end

    def on(date)
      bookings.select { |b| b.on?(date) }.sort_by { |b| b.berth.to_s }
    end
  end
end
