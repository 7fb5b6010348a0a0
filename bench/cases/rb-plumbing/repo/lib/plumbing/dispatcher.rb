module Plumbing
  # Hands logged jobs to engineers. An engineer can take a job if they work
  # that day, hold the trade, cover the postcode (and, for gas work, are Gas
  # Safe registered on the day) and still have room in their day.
  class Dispatcher
    EMERGENCY_SEARCH_DAYS = 1
    SEARCH_DAYS = 10

    attr_reader :engineers, :bookings

    def initialize(engineers, calendar:)
      @engineers = engineers
      @calendar = calendar
      @bookings = []
    end

    def candidates(job, date)
      engineers.select do |engineer|
        engineer.works_on?(date) &&
          engineer.qualified_for?(job.trade) &&
          engineer.covers?(job.postcode) &&
          (!job.gas? || engineer.gas_safe_on?(date))
      end
    end

    def bookings_for(engineer, date)
      bookings.select { |booking| booking.engineer.equal?(engineer) && booking.date == date }
    end

    # Books the job on the given date, or returns nil if nobody can take it.
    # Local engineers come first, then whoever has the lightest day.
    def assign(job, on:)
      options = candidates(job, on).filter_map do |engineer|
        booked = bookings_for(engineer, on).size
        next if booked >= engineer.daily_capacity

        [engineer, booked]
      end
      return nil if options.empty?

      engineer, booked = options.min_by do |(candidate, load)|
        [candidate.local_to?(job.postcode) ? 0 : 1, load, candidate.name]
      end
      slot = booked < (engineer.daily_capacity + 1) / 2 ? :am : :pm

      booking = Booking.new(job: job, engineer: engineer, date: on, slot: slot)
      @bookings << booking
      job.book!(@calendar.opening_time(on))
      booking
    end

    # Books the job on the first day someone can take it. Emergencies may go
    # out on any day of the week; other work waits for a working day.
    def assign_earliest(job, from:)
      days = job.priority == :emergency ? EMERGENCY_SEARCH_DAYS : SEARCH_DAYS
      date = from
      tried = 0
      while tried < days
        if job.priority == :emergency || @calendar.working_day?(date)
          booking = assign(job, on: date)
          return booking if booking

          tried += 1
        end
        date += 1
      end
      nil
    end

    def unassigned(jobs)
      booked = bookings.map(&:job)
      jobs.select { |job| job.state == :logged && !booked.include?(job) }
    end
  end
end
