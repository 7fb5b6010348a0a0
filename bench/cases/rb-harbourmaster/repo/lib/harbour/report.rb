module Harbour
  # The harbourmaster's figures for a night.
  class Report
    def initialize(allocator)
      @allocator = allocator
    end

    # Share of berths taken on the night of date, whole percent rounded down.
    def occupancy(date)
      return 0 if @allocator.berths.empty?

      @allocator.on(date).size * 100 / @allocator.berths.size
    end

    # Visiting boats in harbour on the night, counted by flag, most first.
    def flags(date)
      counts = Hash.new(0)
      @allocator.on(date).each { |b| counts[b.vessel.flag] += 1 }
      counts.sort_by { |flag, n| [-n, flag] }
    end

    def arrivals(date)
      @allocator.bookings.select { |b| b.arrive == date }.map { |b| b.vessel.name }.sort
    end

    def departures(date)
      @allocator.bookings.select { |b| b.depart == date }.map { |b| b.vessel.name }.sort
    end

    def sheet(date)
      lines = ["Night of #{date}: #{occupancy(date)}% full"]
      @allocator.on(date).each { |b| lines << "  #{b.berth}  #{b.vessel}  to #{b.depart}" }
      lines << "  Arriving: #{arrivals(date).join(', ')}" unless arrivals(date).empty?
      lines << "  Leaving: #{departures(date).join(', ')}" unless departures(date).empty?
      lines.join("\n")
    end
  end
end
