# frozen_string_literal: true

module Tugboat
  # The tugs on the day's roster and the jobs they have been given.
  class Roster
    attr_reader :tugs

    def initialize(tugs)
      @tugs = tugs
      @bookings = Hash.new { |hash, key| hash[key] = [] }
    end

    def available(from, to)
      tugs.select do |tug|
        tug.in_service && @bookings[tug.name].none? { |s, e| s < to && from < e }
      end
    end

    # Gives the job the strongest free tugs until the ship's needs are met.
    # Returns the tugs assigned.
    def crew(job, hours: 2)
      from = job.ordered_for
      to = from + hours * 3600
      free = available(from, to).sort_by { |tug| -tug.bollard_pull }
      free.each do |tug|
        break unless job.short_of_tugs?

        job.assign(tug)
        @bookings[tug.name] << [from, to]
      end
      raise Error, "not enough tugs for #{job.vessel}" if job.short_of_tugs?

      job.tugs
    end

    def booked?(tug, time)
      @bookings[tug.name].any? { |s, e| time >= s && time < e }
    end
  end
end
