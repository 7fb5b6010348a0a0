require "timetrial/result"

module Timetrial
  # The results of an event: finishers fastest first, riders on equal
  # times sharing a place, non-finishers last without a place.
  class ResultsTable
    Row = Struct.new(:place, :result)

    def initialize(sheet)
      @sheet = sheet
      @finishes = {}
    end

    # The timekeepers' finish for a race number, as a time of day.
    def finish(number, time_of_day)
      @sheet.start_of(number) # unknown numbers fail here
      @finishes[number] = ClockTime.parse(time_of_day)
    end

    def results
      @sheet.riders.map do |rider|
        Result.new(rider, start: @sheet.start_of(rider.number), finish: @finishes[rider.number])
      end
    end

    def rows(category: nil)
      chosen = results.select { |r| category.nil? || r.rider.category == category }
      finished, dnf = chosen.partition(&:finished?)
      finished.sort_by! { |r| [r.elapsed, r.rider.number] }
      rows = []
      finished.each_with_index do |result, i|
        place = i.positive? && result.elapsed == finished[i - 1].elapsed ? rows.last.place : i + 1
        rows << Row.new(place, result)
      end
      rows + dnf.map { |r| Row.new(nil, r) }
    end

    def winner
      first = rows.first
      first&.place ? first.result.rider : nil
    end

    def to_text(category: nil)
      rows(category: category).map do |row|
        place = row.place ? "#{row.place}." : "-"
        "#{place.ljust(4)}#{row.result.rider.name.ljust(20)}#{row.result.rider.club.ljust(18)}#{row.result.time_text.rjust(8)}"
      end.join("\n")
    end
  end
end
