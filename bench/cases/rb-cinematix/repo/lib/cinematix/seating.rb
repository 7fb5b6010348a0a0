module Cinematix
  # Rows "A".."?" of seats 1..width; seats are handed out front row first, left to right.
  class SeatMap
    def initialize(rows, width)
      raise ArgumentError, "rows must be 1..26" unless (1..26).cover?(rows)

      @rows = ("A"..("A".ord + rows - 1).chr).to_a
      @width = width
      @taken = {}
    end

    def capacity
      @rows.size * @width
    end

    def free
      capacity - @taken.size
    end

    def taken?(seat)
      @taken.key?(seat)
    end

    def reserve(*seats)
      seats.each do |seat|
        raise ArgumentError, "no such seat: #{seat}" unless valid?(seat)
        raise ArgumentError, "seat taken: #{seat}" if taken?(seat)
      end
      seats.each { |seat| @taken[seat] = true }
      seats
    end

    def valid?(seat)
      row = seat[0]
      number = seat[1..].to_i
      @rows.include?(row) && number.between?(1, @width)
    end

    def next_free(count)
      raise ArgumentError, "only #{free} seats free" if count > free

      each_seat.reject { |seat| taken?(seat) }.first(count)
    end

    private

    def each_seat
      return enum_for(:each_seat) unless block_given?

      @rows.each { |row| (1..@width).each { |n| yield "#{row}#{n}" } }
    end
  end
end
