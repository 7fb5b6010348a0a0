module Farrier
  # A livery yard the farrier drives to; its zone sets the call-out fee.
  class Yard
    ZONES = %i[local outer far].freeze

    attr_reader :name, :zone

    def initialize(name:, zone:)
      raise ArgumentError, "unknown zone #{zone.inspect}" unless ZONES.include?(zone)

      @name = name
      @zone = zone
    end
  end
end
