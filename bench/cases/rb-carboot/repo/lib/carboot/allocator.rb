module Carboot
  class Allocator
    Result = Struct.new(:placed, :unplaced)

    def initialize(pitches)
      @pitches = pitches
    end

    # Vans first (they have the fewest pitches), then trailers, then cars; in each group the earliest booking
    # chooses first.
    def allocate(bookings)
      free = @pitches.dup
      placed = {}
      unplaced = []
      ordered(bookings).each do |b|
        pitch = choose(free, b)
        if pitch
          free.delete(pitch)
          placed[b.ref] = pitch
        else
          unplaced << b.ref
        end
      end
      Result.new(placed, unplaced)
    end

    private

    def ordered(bookings)
      rank = { van: 0, trailer: 1, car: 2 }
      bookings.sort_by { |b| [rank.fetch(b.vehicle), b.booked_on, b.ref] }
    end

    def choose(free, booking)
      fitting = free.select { |p| p.fits?(booking.vehicle) }
      fitting = fitting.select(&:hardstanding?) if booking.hardstanding?
      # keep hardstanding free for those who asked for it
      fitting.min_by { |p| [p.size == :car ? 0 : 1, p.hardstanding? && !booking.hardstanding? ? 1 : 0, p.row, p.number] }
    end
  end
end
