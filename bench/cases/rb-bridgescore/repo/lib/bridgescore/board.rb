module Bridgescore
  # Dealer and vulnerability of a duplicate board. Both follow the standard cycle of 16 boards, so board
  # 17 is dealt and scored like board 1.
  module Board
    SEATS = %w[N E S W].freeze

    # Who is vulnerable on boards 1 to 16: :none, :ns, :ew or :both.
    VULNERABILITY = %i[
      none ns ew both
      ns ew both none
      ew both none ns
      both none ns ew
    ].freeze

    module_function

    def position(number)
      raise ArgumentError, "board numbers start at 1, got #{number}" unless number.is_a?(Integer) && number >= 1

      (number - 1) % 16
    end

    def dealer(number)
      SEATS[position(number) % 4]
    end

    def vulnerability(number)
      VULNERABILITY[position(number)]
    end

    # Is the side of `seat` (one of N, E, S, W) vulnerable on this board?
    def vulnerable?(number, seat)
      side = side_of(seat)
      vul = vulnerability(number)
      vul == :both || vul == side
    end

    def side_of(seat)
      case seat.to_s.upcase
      when "N", "S" then :ns
      when "E", "W" then :ew
      else raise ArgumentError, "not a seat: #{seat.inspect}"
      end
    end

    def describe(number)
      vul = { none: "None", ns: "N-S", ew: "E-W", both: "All" }.fetch(vulnerability(number))
      "Board #{number}: dealer #{dealer(number)}, vul #{vul}"
    end
  end
end
