# frozen_string_literal: true

module Tugboat
  # One towage job: bringing a ship in, taking her out or shifting her
  # between berths.
  class Job
    KINDS = %i[arrival departure shift].freeze

    attr_reader :vessel, :kind, :ordered_for, :tugs
    attr_accessor :started_at, :finished_at

    def initialize(vessel:, kind:, ordered_for:, tugs: [])
      raise ArgumentError, "unknown job kind #{kind}" unless KINDS.include?(kind)

      @vessel = vessel
      @kind = kind
      @ordered_for = ordered_for
      @tugs = tugs
    end

    def assign(tug)
      raise Error, "#{tug.name} is already on this job" if tugs.include?(tug)

      tugs << tug
    end

    def done?
      !finished_at.nil?
    end

    # Minutes the tugs waited between the ordered time and the start.
    def waiting_minutes
      return 0 if started_at.nil? || started_at <= ordered_for

      ((started_at - ordered_for) / 60).round
    end

    def duration_hours
      raise Error, "job not finished" unless done?

      ((finished_at - started_at) / 3600.0).round(2)
    end

    def bollard_pull
      tugs.sum(&:bollard_pull)
    end

    def short_of_tugs?
      tugs.size < vessel.tugs_required || bollard_pull < vessel.bollard_pull_required
    end
  end
end
