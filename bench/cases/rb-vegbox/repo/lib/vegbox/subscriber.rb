module Vegbox
  FREQUENCIES = %i[weekly fortnightly].freeze

  class Subscriber
    attr_reader :name, :postcode, :size, :frequency, :started_on, :dislikes

    def initialize(name:, postcode:, size:, frequency: :weekly, started_on:, dislikes: [])
      raise ArgumentError, "frequency must be one of #{FREQUENCIES.join(', ')}" unless FREQUENCIES.include?(frequency)

      @name = name
      @postcode = postcode.upcase.strip
      @size = Vegbox.box_size(size)
      @frequency = frequency
      @started_on = started_on
      @dislikes = dislikes
    end

    def district
      postcode.split.first
    end

    # Is a box due on this delivery date? Fortnightly boxes go out every other week from the start.
    def due_on?(date)
      return false if date < started_on
      return true if frequency == :weekly

      ((date - started_on).to_i / 7).even?
    end

    def dislikes?(produce)
      dislikes.include?(produce.name)
    end
  end
end
