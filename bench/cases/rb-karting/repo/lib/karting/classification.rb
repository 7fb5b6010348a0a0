# frozen_string_literal: true

module Karting
  Row = Struct.new(:position, :result, :gap, :points, keyword_init: true) do
    def driver
      result.driver
    end
  end

  # Race order: most laps first, then whoever crossed the line first on
  # their last lap. Karts that never completed a lap are not classified.
  class Classification
    POINTS = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1].freeze
    FASTEST_LAP_BONUS = 1

    attr_reader :session

    def initialize(session)
      raise Error, "only a race is classified" unless session.kind == :race

      @session = session
    end

    def rows
      @rows ||= build_rows
    end

    def unclassified
      session.results.select { |r| r.lap_count.zero? }
    end

    def winner
      rows.first&.driver
    end

    def fastest_lap
      rows.min_by { |row| [row.result.best_ms, row.position] }
    end

    def points_for(driver_name)
      row = rows.find { |r| r.driver.name == driver_name }
      row&.points
    end

    private

    def build_rows
      ordered = session.results.reject { |r| r.lap_count.zero? }
                       .sort_by { |r| [-r.lap_count, r.finish_ms] }
      leader = ordered.first
      rows = ordered.each_with_index.map do |result, index|
        Row.new(position: index + 1, result: result, gap: gap(leader, result),
                points: POINTS.fetch(index, 0))
      end
      award_fastest_lap(rows)
      rows
    end

    def gap(leader, result)
      return "" if result.equal?(leader)

      down = leader.lap_count - result.lap_count
      return "+#{down} lap#{down == 1 ? '' : 's'}" if down.positive?

      "+#{format('%.3f', (result.finish_ms - leader.finish_ms) / 1000.0)}"
    end

    def award_fastest_lap(rows)
      fastest = rows.min_by { |row| [row.result.best_ms, row.position] }
      return if fastest.nil? || fastest.position > POINTS.size

      fastest.points += FASTEST_LAP_BONUS
    end
  end
end
