require "date"

module Lawncare
  # One crew's working day.
  Day = Struct.new(:date, :visits) do
    def load_m2
      visits.sum { |v| v.lawn.area_m2 }
    end

    def districts
      visits.map { |v| v.lawn.district }.uniq
    end

    def summary
      "#{date.strftime('%a %-d %b')}: #{districts.join(', ')} (#{visits.size} visits, #{load_m2} m2)"
    end
  end

  # Splits a week's visits into crew days. A crew can treat capacity_m2 of
  # lawn in a day; visits are taken in postcode order so that a day's
  # lawns are close together.
  class Rounds
    attr_reader :capacity_m2

    def initialize(capacity_m2:)
      raise ArgumentError, "capacity must be positive" unless capacity_m2.positive?

      @capacity_m2 = capacity_m2
    end

    def plan(visits, start)
      days = []
      ordered(visits).each do |visit|
        day = days.last
        if day.nil? || (!day.visits.empty? && day.load_m2 + visit.lawn.area_m2 > capacity_m2)
          day = Day.new(day.nil? ? working_day(start) : working_day(day.date + 1), [])
          days << day
        end
        day.visits << visit
      end
      days
    end

    private

    def ordered(visits)
      visits.sort_by { |v| [v.lawn.district, v.lawn.postcode, v.lawn.ref, v.treatment.code.to_s] }
    end

    # The first weekday on or after date.
    def working_day(date)
      date += 1 while date.saturday? || date.sunday?
      date
    end
  end
end
