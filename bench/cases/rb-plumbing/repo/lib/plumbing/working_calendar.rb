module Plumbing
  # Office working time: weekdays between opening and closing hour, less
  # bank holidays. Response targets for non-emergency work run on this clock.
  class WorkingCalendar
    attr_reader :opens, :closes, :holidays

    def initialize(opens: 8, closes: 18, holidays: [])
      raise ArgumentError, "office must open before it closes" unless opens < closes

      @opens = opens
      @closes = closes
      @holidays = holidays.map { |d| d.is_a?(Date) ? d : Date.parse(d.to_s) }
    end

    def working_day?(date)
      !(date.saturday? || date.sunday? || holidays.include?(date))
    end

    def next_working_day(date)
      day = date + 1
      day += 1 until working_day?(day)
      day
    end

    # The working day that is n working days after date (n = 0 is date itself
    # if it is a working day).
    def working_days_after(date, n)
      day = working_day?(date) ? date : next_working_day(date)
      n.times { day = next_working_day(day) }
      day
    end

    def opening_time(date)
      at(date, opens)
    end

    def closing_time(date)
      at(date, closes)
    end

    # The first moment at or after time when the office is open.
    def next_open(time)
      date = time.to_date
      if working_day?(date) && time < closing_time(date)
        return time < opening_time(date) ? opening_time(date) : time
      end

      opening_time(next_working_day(date))
    end

    # The time reached after the given number of working minutes from time.
    def add_working_minutes(time, minutes)
      current = next_open(time)
      remaining = minutes
      loop do
        left_today = ((closing_time(current.to_date) - current) / 60).round
        return current + remaining * 60 if remaining <= left_today

        remaining -= left_today
        current = opening_time(next_working_day(current.to_date))
      end
    end

    private

    def at(date, hour)
      Time.new(date.year, date.month, date.day, hour, 0, 0)
    end
  end
end
