# frozen_string_literal: true

module Towage
  # A ship calling at the port, as the agent declares her.
  class Vessel
    TYPES = %i[container tanker bulk ro_ro cruise general].freeze

    attr_reader :name, :type, :loa, :beam, :draught, :gross_tonnage

    def initialize(name:, type:, loa:, beam:, draught:, gross_tonnage:, bow_thruster: false, laden: true)
      raise ArgumentError, "unknown vessel type: #{type}" unless TYPES.include?(type)
      raise ArgumentError, "#{name}: length must be positive" unless loa.positive?
      raise ArgumentError, "#{name}: draught must be positive" unless draught.positive?
      raise ArgumentError, "#{name}: beam wider than she is long" if beam >= loa

      @name = name
      @type = type
      @loa = loa
      @beam = beam
      @draught = draught
      @gross_tonnage = gross_tonnage
      @bow_thruster = bow_thruster
      @laden = laden
    end

    def bow_thruster?
      @bow_thruster
    end

    def laden?
      @laden
    end

    # Laden tankers carry the port's extra tug and the dangerous-goods berth rules.
    def dangerous?
      type == :tanker && laden?
    end

    def to_s
      "#{name} (#{type.to_s.tr('_', '-')}, #{format('%.1f', loa)} m, #{gross_tonnage} GT)"
    end
  end
end
