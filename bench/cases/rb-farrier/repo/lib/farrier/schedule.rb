module Farrier
  # When each horse is next due: shod horses every six weeks, trims every eight.
  class Schedule
    SHOD_WEEKS = 6
    TRIM_WEEKS = 8

    def initialize(horses)
      @horses = horses
    end

    def next_visit(horse)
      weeks = horse.shod? ? SHOD_WEEKS : TRIM_WEEKS
      horse.last_shod + (weeks * 7)
    end

    def due_by(date)
      @horses.select { |horse| next_visit(horse) <= date }.sort_by { |horse| [next_visit(horse), horse.name] }
    end

    def overdue(today)
      due_by(today - 1)
    end
  end
end
