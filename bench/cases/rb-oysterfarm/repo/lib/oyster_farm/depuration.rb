# frozen_string_literal: true

module OysterFarm
  # Depuration: live oysters from a class B area are held in tanks of
  # UV-treated sea water long enough to purge themselves before dispatch.
  module Depuration
    MINIMUM_HOURS = 42
    # Below this water temperature Pacific oysters stop feeding and do not
    # purge, so the cycle does not count.
    MINIMUM_WATER_C = 8.0
    MAXIMUM_WATER_C = 20.0

    Tank = Struct.new(:name, :capacity_dozen, keyword_init: true)

    # One load of a tank.
    class Batch
      attr_reader :tank, :lot_id, :dozens, :loaded_at, :readings

      def initialize(tank:, lot_id:, dozens:, loaded_at:)
        raise ArgumentError, "dozens must be positive" unless dozens.positive?
        if dozens > tank.capacity_dozen
          raise Error, "#{dozens} dozen exceeds #{tank.name} capacity of #{tank.capacity_dozen}"
        end

        @tank = tank
        @lot_id = lot_id
        @dozens = dozens
        @loaded_at = loaded_at
        @readings = []
      end

      # Water temperature reading, degrees C, at +at+ (a Time).
      def record_temperature(celsius, at:)
        readings << [at, celsius]
        self
      end

      def temperature_ok?
        readings.all? { |_, c| c.between?(MINIMUM_WATER_C, MAXIMUM_WATER_C) }
      end

      def release_at
        loaded_at + MINIMUM_HOURS * 3600
      end

      def hours_in(now)
        (now - loaded_at) / 3600.0
      end

      def ready?(now)
        now >= release_at && temperature_ok?
      end

      def status(now)
        return :failed unless temperature_ok?

        ready?(now) ? :ready : :purging
      end
    end
  end
end
