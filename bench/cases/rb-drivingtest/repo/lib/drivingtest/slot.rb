# frozen_string_literal: true

module Drivingtest
  # One test appointment at a centre: a start time, an examiner, and the
  # candidate booked into it if any.
  class Slot
    LENGTH_MINUTES = 57
    EXTENDED_LENGTH_MINUTES = 87

    attr_reader :starts_at, :examiner, :extended
    attr_accessor :candidate

    def initialize(starts_at:, examiner:, extended: false)
      @starts_at = starts_at
      @examiner = examiner
      @extended = extended
      @candidate = nil
    end

    def date
      starts_at.to_date
    end

    def length_minutes
      extended ? EXTENDED_LENGTH_MINUTES : LENGTH_MINUTES
    end

    def ends_at
      starts_at + Rational(length_minutes, 24 * 60)
    end

    def free?
      candidate.nil?
    end

    def overlaps?(other)
      examiner == other.examiner && starts_at < other.ends_at && other.starts_at < ends_at
    end

    def to_s
      "#{starts_at.strftime('%a %d %b %Y %H:%M')} (#{examiner})"
    end
  end
end
