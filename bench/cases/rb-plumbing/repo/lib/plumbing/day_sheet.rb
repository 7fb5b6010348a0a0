module Plumbing
  # The printed sheet an engineer takes out in the van: their bookings for the
  # day, morning first, with how long each job is booked for.
  class DaySheet
    def initialize(dispatcher, sla)
      @dispatcher = dispatcher
      @sla = sla
    end

    def rows(engineer, date)
      @dispatcher.bookings_for(engineer, date)
                 .sort_by { |booking| [booking.morning? ? 0 : 1, priority_rank(booking.job), booking.job.ref] }
    end

    def render(engineer, date)
      lines = ["#{engineer.name} - #{date.strftime('%a %d %b %Y')}"]
      bookings = rows(engineer, date)
      if bookings.empty?
        lines << "  No jobs booked"
        return lines.join("\n") + "\n"
      end

      bookings.each do |booking|
        job = booking.job
        lines << format("  %-2s  %-8s %-24s %-9s %-9s %s",
                        booking.slot.upcase, job.ref, job.kind.title, job.postcode,
                        job.priority, duration(job.estimate_minutes))
        lines << "      due #{@sla.due_at(job).strftime('%a %H:%M')}" unless job.priority == :routine
      end
      lines << "  #{bookings.size} of #{engineer.daily_capacity} jobs"
      lines.join("\n") + "\n"
    end

    private

    def priority_rank(job)
      Job::PRIORITIES.index(job.priority)
    end

    def duration(minutes)
      format("%dh %02dm", minutes / 60, minutes % 60)
    end
  end
end
