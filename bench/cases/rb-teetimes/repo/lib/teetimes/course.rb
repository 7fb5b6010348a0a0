# frozen_string_literal: true

module Teetimes
  Hole = Struct.new(:number, :par, :stroke_index, :yards, keyword_init: true)

  # A set of tees the course is rated from: course rating and slope rating.
  TeeSet = Struct.new(:name, :rating, :slope, keyword_init: true)

  class Course
    attr_reader :name, :holes, :tees

    def initialize(name, holes:, tees:)
      @name = name
      @holes = holes.sort_by(&:number).freeze
      @tees = tees.to_h { |tee| [tee.name, tee] }.freeze
      validate!
    end

    def par
      holes.sum(&:par)
    end

    def yards
      holes.sum(&:yards)
    end

    def hole(number)
      holes.find { |h| h.number == number } or
        raise Error, "#{name} has no hole #{number}"
    end

    def tee(name)
      tees.fetch(name) { raise Error, "#{self.name} has no #{name} tees" }
    end

    def front_nine
      holes.first(9)
    end

    def back_nine
      holes.last(9)
    end

    private

    def validate!
      raise Error, "a course has 9 or 18 holes" unless [9, 18].include?(holes.size)
      raise Error, "#{name} needs at least one set of tees" if tees.empty?

      numbers = holes.map(&:number)
      unless numbers == (1..holes.size).to_a
        raise Error, "holes must be numbered 1 to #{holes.size}"
      end

      indexes = holes.map(&:stroke_index).sort
      unless indexes == (1..holes.size).to_a
        raise Error, "stroke indexes must run 1 to #{holes.size} once each"
      end

      holes.each do |h|
        raise Error, "hole #{h.number} has par #{h.par}" unless (3..5).cover?(h.par)
      end
    end
  end
end
