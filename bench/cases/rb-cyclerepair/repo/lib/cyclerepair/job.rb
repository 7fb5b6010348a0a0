module Cyclerepair
  # A job card: the customer's bike, the work booked and the parts it needs.
  class Job
    attr_reader :id, :customer, :hours, :parts, :received_at

    def initialize(id:, customer:, hours:, parts: [], urgent: false, received_at: 0)
      raise ArgumentError, "hours must be positive" unless hours.positive?

      @id = id
      @customer = customer
      @hours = hours
      @parts = parts
      @urgent = urgent
      @received_at = received_at
    end

    def urgent?
      @urgent
    end
  end
end
