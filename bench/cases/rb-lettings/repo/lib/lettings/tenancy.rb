module Lettings
  # An assured shorthold tenancy: a fixed term of whole months that rolls on
  # as a monthly periodic tenancy once the term ends. Rent is due monthly on
  # the same day of the month as the start date (or the month's last day when
  # that month is shorter).
  class Tenancy
    attr_reader :property, :tenants, :start_date, :term_months, :rent_pcm, :deposit

    def initialize(property:, tenants:, start_date:, term_months:, rent_pcm:, deposit: 0)
      raise ArgumentError, "a tenancy needs at least one tenant" if tenants.empty?
      raise ArgumentError, "term must be at least one month" if term_months < 1
      raise ArgumentError, "rent must be positive" unless rent_pcm.positive?

      @property = property
      @tenants = tenants
      @start_date = start_date
      @term_months = term_months
      @rent_pcm = rent_pcm
      @deposit = deposit
    end

    def lead_tenant
      tenants.first
    end

    # The last day of the fixed term.
    def end_date
      (start_date >> term_months) - 1
    end

    def annual_rent
      rent_pcm * 12
    end

    # The weekly equivalent used for deposit caps: twelve months' rent over
    # 52 weeks, rounded down to the penny.
    def weekly_rent
      annual_rent.div(52)
    end

    def active_on?(date)
      date >= start_date
    end

    def periodic_on?(date)
      date > end_date
    end

    # The date the n-th rent payment falls due (n = 0 is the first).
    def due_date(n)
      start_date >> n
    end

    def rent_due_dates(from, to)
      dates = []
      n = 0
      loop do
        date = due_date(n)
        break if date > to

        dates << date if date >= from
        n += 1
      end
      dates
    end

    # The rental period (first and last day) that contains the given date.
    def period_containing(date)
      raise ArgumentError, "#{date} is before the tenancy starts" unless active_on?(date)

      n = 0
      n += 1 while due_date(n + 1) <= date
      [due_date(n), due_date(n + 1) - 1]
    end

    def to_s
      "#{property.ref}: #{tenants.join(" & ")} from #{start_date.iso8601}, " \
        "#{term_months} months at #{Money.format(rent_pcm)} pcm"
    end
  end
end
