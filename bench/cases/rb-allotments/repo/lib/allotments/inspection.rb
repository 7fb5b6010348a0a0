# frozen_string_literal: true

module Allotments
  # Cultivation inspections. The committee walks the sites each quarter and
  # scores each let plot from 0 to 100 for how much of it is worked. Poor
  # scores in a row lead to a warning, then a non-cultivation notice, then
  # notice to quit.
  class InspectionLog
    PASS_MARK = 50
    STAGES = %i[ok warning notice termination].freeze

    Visit = Struct.new(:plot_number, :date, :score, :note, keyword_init: true) do
      def poor?
        score < PASS_MARK
      end
    end

    def initialize
      @visits = Hash.new { |hash, key| hash[key] = [] }
    end

    def record(plot, date:, score:, note: nil)
      raise ArgumentError, "score must be 0..100" unless (0..100).cover?(score)

      visits = @visits[plot.number]
      raise ArgumentError, "visits must be recorded in date order" if visits.any? && visits.last.date > date

      visits << Visit.new(plot_number: plot.number, date: date, score: score, note: note)
      self
    end

    def visits(plot)
      @visits[plot.number].dup
    end

    # Poor scores since the last good one.
    def poor_run(plot)
      @visits[plot.number].reverse.take_while(&:poor?).size
    end

    def stage(plot)
      STAGES[[poor_run(plot), STAGES.size - 1].min]
    end

    def average(plot)
      visits = @visits[plot.number]
      return nil if visits.empty?

      (visits.sum(&:score).to_f / visits.size).round(1)
    end

    # Plots at the given stage or worse.
    def at_least(stage_name, plots)
      threshold = STAGES.index(stage_name) or raise ArgumentError, "unknown stage #{stage_name}"
      plots.select { |plot| STAGES.index(stage(plot)) >= threshold }
    end

    # Forgets a plot's history, as when it changes hands.
    def clear(plot)
      @visits.delete(plot.number)
      self
    end
  end
end
