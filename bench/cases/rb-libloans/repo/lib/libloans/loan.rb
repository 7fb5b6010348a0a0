module Libloans
  # One item lent to a member.
  class Loan
    attr_reader :title, :media, :borrowed_on

    def initialize(title:, media:, borrowed_on:, calendar: Calendar.new)
      @title = title
      @media = media
      @borrowed_on = borrowed_on
      @calendar = calendar
      @policy = Libloans.policy_for(media)
    end

    def due_on
      @borrowed_on + @policy.loan_days
    end

    def overdue?(today)
      today > due_on
    end

    # The open days after the due date up to and including the return, each fined.
    def fine_days(returned_on)
      ((due_on + 1)..returned_on).select { |d| @calendar.open?(d) }
    end

    def fine(returned_on)
      [fine_days(returned_on).size, @policy.max_fine_days].min * @policy.fine_per_day
    end
  end
end
