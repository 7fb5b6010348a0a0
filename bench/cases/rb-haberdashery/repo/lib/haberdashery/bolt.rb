module Haberdashery
  class InsufficientFabric < StandardError; end

  # One roll of a fabric and how much is left on it.
  class Bolt
    REMNANT_BELOW_CM = 100

    attr_reader :id, :fabric, :remaining_cm

    def initialize(id:, fabric:, length_cm:)
      @id = id
      @fabric = fabric
      @remaining_cm = length_cm
    end

    def fits?(cm)
      remaining_cm >= cm
    end

    def cut!(cm)
      unless fits?(cm)
        raise InsufficientFabric,
              "bolt #{id} has #{remaining_cm} cm of #{fabric.name}, #{cm} cm wanted"
      end

      @remaining_cm -= cm
      cm
    end

    # What is left is too short to cut from the bolt and goes in the remnant bin.
    def remnant?
      remaining_cm < REMNANT_BELOW_CM
    end

    def empty?
      remaining_cm.zero?
    end
  end
end
