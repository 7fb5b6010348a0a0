module Cakeshop
  # The bakery's week (closed Sundays and Mondays) and how far ahead cakes are ordered.
  class Calendar
    CLOSED_DAYS = [0, 1].freeze # Sunday, Monday
    LEAD_DAYS = { wedding: 21, celebration: 5 }.freeze

    def initialize(holidays = [])
      @holidays = holidays
    end

    def open?(date)
      !CLOSED_DAYS.include?(date.wday) && !@holidays.include?(date)
    end

    # The last open day on or before date.
    def open_on_or_before(date)
      date -= 1 until open?(date)
      date
    end

    # Sponges are baked two days before they are due, fruit cakes a week before
    # (on the last open day on or before that).
    def bake_day(due, fruit:)
      open_on_or_before(due - (fruit ? 7 : 2))
    end

    def earliest_due(ordered_on, kind)
      ordered_on + LEAD_DAYS.fetch(kind)
    end

    def can_take?(ordered_on, due, kind)
      due >= earliest_due(ordered_on, kind) && open?(due)
    end
  end
end
