# frozen_string_literal: true

module Sheepdog
  # One dog's run: the judge's deductions by phase, the clock at the finish, and whether it retired.
  class Run
    attr_reader :handler, :dog, :elapsed, :limit, :deductions

    def initialize(handler:, dog:, clock:, limit:, deductions: {}, retired: false, reached: nil)
      @handler = handler
      @dog = dog
      @elapsed = Timing.to_seconds(clock)
      @limit = Timing.to_seconds(limit)
      @deductions = deductions.dup.freeze
      @retired = retired
      @reached = reached
    end

    def retired?
      @retired
    end

    def timed_out?
      Timing.over?(elapsed, limit)
    end

    # The phases the dog finished. A timed-out run keeps only the phases completed before the whistle;
    # a run that went its full course reached every phase.
    def phases_reached
      return @reached if @reached
      return [] if retired?

      Points::PHASES.keys
    end

    def score
      return 0 if retired?

      Points.total(deductions, reached: timed_out? ? phases_reached - [:shed] : phases_reached)
    end

    def outwork
      return 0 if retired?

      Points.total(deductions, reached: Points::OUTWORK & phases_reached)
    end

    def status
      return "RET" if retired?
      return "T/O" if timed_out?

      Timing.format(elapsed)
    end
  end
end
