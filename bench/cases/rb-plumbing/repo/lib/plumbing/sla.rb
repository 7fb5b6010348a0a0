module Plumbing
  # Response targets the firm promises its customers:
  #
  # * emergency: attended within 4 hours, day or night
  # * urgent:    attended within 8 working hours
  # * routine:   attended by close of the 5th working day after logging
  class Sla
    EMERGENCY_HOURS = 4
    URGENT_WORKING_HOURS = 8
    ROUTINE_WORKING_DAYS = 5

    def initialize(calendar)
      @calendar = calendar
    end

    def due_at(job)
      case job.priority
      when :emergency
        job.logged_at + EMERGENCY_HOURS * 3600
      when :urgent
        @calendar.add_working_minutes(job.logged_at, URGENT_WORKING_HOURS * 60)
      when :routine
        day = @calendar.working_days_after(job.logged_at.to_date, ROUTINE_WORKING_DAYS)
        @calendar.closing_time(day)
      end
    end

    # A job is late if it was attended after its due time, or if it is still
    # waiting for a visit and the due time has passed.
    def breached?(job, now)
      attended = job.attended_at
      return attended > due_at(job) if attended
      return false unless job.open?

      now > due_at(job)
    end

    def minutes_left(job, now)
      ((due_at(job) - now) / 60).floor
    end

    def overdue(jobs, now)
      jobs.select { |job| breached?(job, now) && job.attended_at.nil? }
          .sort_by { |job| due_at(job) }
    end
  end
end
