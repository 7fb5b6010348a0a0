# frozen_string_literal: true

module CaveSurvey
  # Station positions of a survey: from the fixed stations (or the first leg's `from` at the origin), each
  # leg is walked forwards or backwards to position the stations it reaches.
  class Network
    attr_reader :legs

    def initialize(legs, fixes = {})
      @legs = legs
      @fixes = fixes
    end

    def self.from_survey(survey)
      new(survey.legs, survey.fixes)
    end

    # { station => [east, north, up] }, rounded to the centimetre.
    def positions
      @positions ||= solve.transform_values { |p| p.map { |c| c.round(2) } }
    end

    def stations
      positions.keys
    end

    private

    def solve
      known = @fixes.transform_values(&:dup)
      known[legs.first.from] = [0.0, 0.0, 0.0] if known.empty? && !legs.empty?
      pending = legs.flat_map { |leg| [leg, leg.reversed] }
      loop do
        progressed = false
        pending.reject! do |leg|
          next false unless known.key?(leg.from)

          known[leg.to] ||= known[leg.from].zip(leg.delta).map { |a, b| a + b }
          progressed = true
        end
        break unless progressed
      end
      known
    end
  end
end
