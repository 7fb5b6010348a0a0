# frozen_string_literal: true

module Tugboat
  # A ship calling at the harbour. Lengths and draughts in metres.
  class Vessel
    attr_reader :name, :imo, :gross_tonnage, :length_m, :draught_m

    # Harbour bye-law 14: tugs by length overall.
    TUGS_BY_LENGTH = [[120, 1], [200, 2], [300, 3]].freeze

    def initialize(name:, imo:, gross_tonnage:, length_m:, draught_m:)
      raise ArgumentError, "gross tonnage must be positive" unless gross_tonnage.positive?
      raise ArgumentError, "draught must be positive" unless draught_m.positive?

      @name = name
      @imo = imo
      @gross_tonnage = gross_tonnage
      @length_m = length_m
      @draught_m = draught_m
    end

    def tugs_required
      TUGS_BY_LENGTH.each { |limit, tugs| return tugs if length_m < limit }
      4
    end

    # Total bollard pull in tonnes the pilot wants on the lines: one tonne
    # per 1,000 GT, at least 20.
    def bollard_pull_required
      [(gross_tonnage / 1000.0).ceil, 20].max
    end

    def to_s
      "#{name} (IMO #{imo})"
    end
  end
end
