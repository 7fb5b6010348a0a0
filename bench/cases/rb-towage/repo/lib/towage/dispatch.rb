# frozen_string_literal: true

module Towage
  # The tugs sent to one movement and what is still missing.
  Assignment = Struct.new(:vessel, :start, :tugs, :tugs_needed, :pull_needed, keyword_init: true) do
    def pull
      tugs.sum(&:bollard_pull)
    end

    def short_of_tugs
      [tugs_needed - tugs.size, 0].max
    end

    def short_of_pull
      [pull_needed - pull, 0].max
    end

    def complete?
      short_of_tugs.zero? && short_of_pull.zero?
    end
  end

  # Hands out the harbour's tugs to movements, strongest free tugs first.
  class Dispatch
    JOB_MINUTES = 90
    SEARCH_STEP = 15

    attr_reader :tugs

    def initialize(tugs)
      names = tugs.map(&:name)
      raise ArgumentError, 'tug names must be unique' unless names.uniq.size == names.size

      @tugs = tugs
    end

    def free_at(minute)
      tugs.select { |tug| tug.free_at?(minute) }.sort_by { |tug| [-tug.bollard_pull, tug.name] }
    end

    # Picks the tugs for a movement without booking them.
    def propose(vessel, start:, conditions:)
      needed = Requirements.tugs_needed(vessel, conditions)
      Assignment.new(
        vessel: vessel,
        start: start,
        tugs: free_at(start).first(needed),
        tugs_needed: needed,
        pull_needed: Requirements.bollard_pull_needed(vessel, conditions)
      )
    end

    # Books the proposed tugs when the assignment is complete, and returns it either way.
    def book(vessel, start:, conditions:)
      assignment = propose(vessel, start: start, conditions: conditions)
      assignment.tugs.each { |tug| tug.free_from = start + JOB_MINUTES } if assignment.complete?
      assignment
    end

    # The first start inside the tidal window at which enough tugs are free, or nil.
    def earliest_start(vessel, window:, conditions:, not_before: nil)
      first = [window.opens, not_before || window.opens].max
      (first..window.closes).step(SEARCH_STEP).find do |minute|
        propose(vessel, start: minute, conditions: conditions).complete?
      end
    end
  end
end
