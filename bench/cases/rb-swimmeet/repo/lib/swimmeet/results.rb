module Swimmeet
  # Places and club points from the finish times of an event.
  class Results
    POINTS = [9, 7, 6, 5, 4, 3, 2, 1].freeze

    Finish = Struct.new(:entry, :time, :place, :points)

    def initialize(finishes)
      @finishes = finishes.map { |entry, time| [entry, SwimTime.parse(time)] }
    end

    # Equal times share a place and split the points of the places they cover.
    def placings
      sorted = @finishes.reject { |_, time| time.no_time? }.sort_by { |entry, time| [time.hundredths, entry.entry_no] }
      sorted.chunk_while { |a, b| a[1] == b[1] }.each_with_object([]) do |tied, out|
        place = out.size + 1
        shared = POINTS[place - 1, tied.size].to_a.sum.fdiv(tied.size)
        tied.each { |entry, time| out << Finish.new(entry, time, place, shared) }
      end
    end

    def club_points
      placings.each_with_object(Hash.new(0)) { |finish, totals| totals[finish.entry.club] += finish.points }
    end
  end
end
