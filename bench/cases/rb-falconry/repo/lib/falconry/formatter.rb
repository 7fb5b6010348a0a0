# frozen_string_literal: true

module Falconry
  # Text for the day's programme board and the weighing sheet.
  module Formatter
    module_function

    def clock(minutes)
      format("%02d:%02d", minutes / 60, minutes % 60)
    end

    def grams(weight)
      weight >= 1000 ? format("%.2f kg", weight / 1000.0) : "#{weight} g"
    end

    # One line of the programme: time, arena, bird.
    def display_line(entry)
      "#{clock(entry[:at])}  #{entry[:arena].ljust(12)}#{entry[:bird].name}, #{entry[:bird].species.downcase}"
    end

    def weighing_line(bird)
      mark = bird.fit_to_fly? ? "fly" : "rest"
      "#{bird.name.ljust(10)}#{grams(bird.weight_g).rjust(9)}  #{mark}"
    end
  end
end
