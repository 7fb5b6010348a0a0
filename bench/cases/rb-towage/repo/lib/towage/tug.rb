# frozen_string_literal: true

module Towage
  # One of the harbour's tugs.
  class Tug
    PROPULSION = %i[asd tractor conventional].freeze

    attr_reader :name, :bollard_pull, :propulsion
    attr_accessor :free_from

    def initialize(name:, bollard_pull:, propulsion: :asd, free_from: 0)
      raise ArgumentError, "unknown propulsion: #{propulsion}" unless PROPULSION.include?(propulsion)
      raise ArgumentError, "#{name}: bollard pull must be positive" unless bollard_pull.positive?

      @name = name
      @bollard_pull = bollard_pull
      @propulsion = propulsion
      @free_from = free_from
    end

    def free_at?(minute)
      free_from <= minute
    end

    # Omnidirectional tugs can work the stern of a ship going astern.
    def omnidirectional?
      propulsion != :conventional
    end

    def to_s
      "#{name} (#{bollard_pull} t)"
    end
  end
end
