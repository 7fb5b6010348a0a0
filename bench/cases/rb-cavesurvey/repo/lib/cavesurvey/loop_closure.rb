# frozen_string_literal: true

module CaveSurvey
  # The misclosure of a surveyed loop: the legs around it, added up, should come back to where they started.
  class LoopClosure
    attr_reader :stations

    # stations: the loop in order, without repeating the first station at the end.
    def initialize(legs, stations)
      @legs = legs
      @stations = stations
    end

    def misclosure
      around.map(&:delta).transpose.map(&:sum)
    end

    def error_length
      Math.sqrt(misclosure.sum { |c| c * c })
    end

    def length
      around.sum(&:tape)
    end

    # Misclosure as a percentage of the loop's length; cavers call < 1% grade 5 work.
    def percent
      (100.0 * error_length / length).round(2)
    end

    private

    def around
      @around ||= stations.zip(stations.rotate).map { |from, to| leg_between(from, to) }
    end

    def leg_between(from, to)
      forward = @legs.find { |leg| leg.from == from && leg.to == to }
      return forward if forward

      backward = @legs.find { |leg| leg.from == to && leg.to == from }
      raise Error, "no leg between #{from} and #{to}" unless backward

      backward.reversed
    end
  end
end
