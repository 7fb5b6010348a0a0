# frozen_string_literal: true

module Teetimes
  # One player's card for one round: strokes per hole, nil where the player
  # picked up or did not play the hole.
  class Scorecard
    attr_reader :player, :course, :tee, :format

    def initialize(player, course, tee_name, format: :stableford, strokes: [])
      @player = player
      @course = course
      @tee = course.tee(tee_name)
      @format = format
      Handicap.allowance(format) # unknown formats fail here
      @strokes = {}
      strokes.each_with_index { |s, i| record(i + 1, s) unless s.nil? }
    end

    def holes
      course.holes
    end

    def record(hole_number, strokes)
      course.hole(hole_number)
      unless strokes.nil? || (strokes.is_a?(Integer) && strokes.positive?)
        raise Error, "#{strokes.inspect} strokes on hole #{hole_number}"
      end

      @strokes[hole_number] = strokes
    end

    def strokes_on(hole)
      @strokes[hole.number]
    end

    def complete?
      holes.all? { |h| strokes_on(h) }
    end

    def course_handicap
      Handicap.course_handicap(player.index, tee, course.par)
    end

    def playing_handicap
      Handicap.playing_handicap(course_handicap, format)
    end

    # Strokes the player receives on the hole from the playing handicap:
    # one on each hole whose stroke index is within the handicap, two where
    # it goes round again; a plus handicap gives shots back on the easiest.
    def shots_received(hole)
      allocate(hole, playing_handicap)
    end

    def gross
      holes.sum { |h| strokes_on(h) || 0 }
    end

    def net
      return nil unless complete?

      gross - playing_handicap
    end

    # Stableford: two points for a net par, one more for each stroke under,
    # one fewer for each over, never below nothing.
    def points(hole)
      s = strokes_on(hole)
      return 0 if s.nil?

      [2 + hole.par + shots_received(hole) - s, 0].max
    end

    def stableford_total(over = holes)
      over.sum { |h| points(h) }
    end

    # For the handicap record each hole counts at most a net double bogey,
    # worked out from the course handicap.
    def net_double_bogey(hole)
      hole.par + 2 + allocate(hole, course_handicap)
    end

    def adjusted_gross
      holes.sum do |h|
        cap = net_double_bogey(h)
        s = strokes_on(h)
        s.nil? ? cap : [s, cap].min
      end
    end

    private

    def allocate(hole, handicap)
      count = holes.size
      if handicap >= 0
        full, extra = handicap.divmod(count)
        full + (hole.stroke_index <= extra ? 1 : 0)
      else
        hole.stroke_index > count + handicap ? -1 : 0
      end
    end
  end
end
