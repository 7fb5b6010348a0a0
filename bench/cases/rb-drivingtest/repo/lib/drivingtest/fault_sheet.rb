# frozen_string_literal: true

module Drivingtest
  # The examiner's marking sheet (DL25) for one practical test.
  class FaultSheet
    SEVERITIES = %i[driving serious dangerous].freeze

    # The marking items on the sheet, in the order they are printed.
    ITEMS = %i[
      eyesight controlled_stop reverse_park show_me_tell_me
      precautions control move_off mirrors signals clearance
      response_to_signs use_of_speed following_distance progress
      junctions judgement positioning pedestrian_crossings
      awareness_planning ancillary_controls
    ].freeze

    MAX_DRIVING_FAULTS = 15

    Mark = Struct.new(:item, :severity, :note)

    attr_reader :candidate, :marks

    def initialize(candidate)
      @candidate = candidate
      @marks = []
      @eyesight_failed = false
    end

    def record(item, severity = :driving, note = nil)
      raise ArgumentError, "unknown item #{item.inspect}" unless ITEMS.include?(item)
      raise ArgumentError, "unknown severity #{severity.inspect}" unless SEVERITIES.include?(severity)

      @marks << Mark.new(item, severity, note)
      self
    end

    # A candidate who cannot read a number plate at 20 metres does not drive.
    def fail_eyesight!
      @eyesight_failed = true
      record(:eyesight, :serious, "could not read the plate at 20 m")
    end

    def eyesight_failed?
      @eyesight_failed
    end

    def count(severity)
      marks.count { |m| m.severity == severity }
    end

    def driving_faults
      count(:driving)
    end

    def serious?
      count(:serious).positive? || count(:dangerous).positive?
    end

    def passed?
      return false if eyesight_failed?

      !serious? && driving_faults <= MAX_DRIVING_FAULTS
    end

    def result
      passed? ? :pass : :fail
    end

    # Faults per item, most marked first, ties in sheet order.
    def by_item
      counts = marks.group_by(&:item).transform_values(&:size)
      counts.sort_by { |item, n| [-n, ITEMS.index(item)] }.to_h
    end

    def summary
      parts = ["#{driving_faults} driving"]
      parts << "#{count(:serious)} serious" if count(:serious).positive?
      parts << "#{count(:dangerous)} dangerous" if count(:dangerous).positive?
      "#{candidate}: #{result.to_s.upcase} (#{parts.join(', ')})"
    end
  end
end
