# frozen_string_literal: true

module Karting
  Standing = Struct.new(:position, :name, :points, :wins, :rounds, keyword_init: true)

  # The club championship: one classified race per round, points as awarded
  # by the classification. Ties go to the driver with more wins, then by name.
  class Championship
    attr_reader :name, :rounds

    def initialize(name)
      @name = name
      @rounds = []
    end

    def add_round(classification)
      @rounds << classification
      self
    end

    def drivers
      @rounds.flat_map { |round| round.rows.map { |row| row.driver.name } }.uniq
    end

    def points_for(name)
      @rounds.sum { |round| round.points_for(name) || 0 }
    end

    def wins_for(name)
      @rounds.count { |round| round.winner&.name == name }
    end

    def rounds_for(name)
      @rounds.count { |round| round.points_for(name) }
    end

    def standings
      ordered = drivers.sort_by { |n| [-points_for(n), -wins_for(n), n] }
      ordered.each_with_index.map do |n, index|
        Standing.new(position: index + 1, name: n, points: points_for(n), wins: wins_for(n),
                     rounds: rounds_for(n))
      end
    end

    def leader
      standings.first&.name
    end
  end
end
