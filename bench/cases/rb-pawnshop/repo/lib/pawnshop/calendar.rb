# frozen_string_literal: true

module Pawnshop
  # Date arithmetic for loan terms. Months are calendar months: a loan
  # taken on 31 January is a month old on 28 (or 29) February.
  module Calendar
    module_function

    # Whole calendar months from +from+ to +to+ (0 when +to+ is earlier).
    def full_months(from, to)
      months = 0
      months += 1 while (from >> (months + 1)) <= to
      months
    end

    def add_months(date, months)
      date >> months
    end

    def days_between(from, to)
      (to - from).to_i
    end

    # The last day of the month +date+ falls in.
    def month_end(date)
      Date.new(date.year, date.month, -1)
    end
  end
end
