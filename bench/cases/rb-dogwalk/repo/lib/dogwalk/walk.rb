# frozen_string_literal: true

module Dogwalk
  # One booked walk of one dog. Times are Time objects; a walk cancelled by the client keeps its booking with
  # the time of the cancellation.
  class Walk
    attr_reader :dog, :starts_at, :minutes, :group, :cancelled_at

    def initialize(dog:, starts_at:, minutes: 60, group: false)
      raise ArgumentError, "#{dog.name} does not join group walks" if group && !dog.group_ok?
      raise ArgumentError, "a walk is 30 to 120 minutes" unless (30..120).cover?(minutes)

      @dog = dog
      @starts_at = starts_at
      @minutes = minutes
      @group = group
      @cancelled_at = nil
    end

    def cancel(at)
      @cancelled_at = at
      self
    end

    def cancelled?
      !@cancelled_at.nil?
    end

    def day
      starts_at.to_date
    end
  end
end
