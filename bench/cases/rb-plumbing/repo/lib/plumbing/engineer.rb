module Plumbing
  # One of the firm's engineers: which trades they are qualified for, which
  # postcode districts they cover from home, and which days they work.
  class Engineer
    WEEKDAYS = %i[sunday monday tuesday wednesday thursday friday saturday].freeze

    attr_reader :name, :trades, :districts, :gas_safe_expires, :days, :daily_capacity

    def initialize(name:, trades:, districts:, gas_safe_expires: nil,
                   days: %i[monday tuesday wednesday thursday friday], daily_capacity: 6)
      @name = name
      @trades = trades.map(&:to_sym)
      @districts = districts.map { |d| d.to_s.upcase }
      @gas_safe_expires = gas_safe_expires
      @days = days.map(&:to_sym)
      @daily_capacity = daily_capacity

      unknown = @days - WEEKDAYS
      raise Plumbing::Error, "unknown days: #{unknown.join(', ')}" unless unknown.empty?
    end

    def qualified_for?(trade)
      trades.include?(trade)
    end

    def works_on?(date)
      days.include?(WEEKDAYS[date.wday])
    end

    # A district is covered outright; an area code (e.g. "LS") covers every
    # district in it.
    def covers?(postcode)
      districts.include?(postcode.district) || districts.include?(postcode.area)
    end

    def local_to?(postcode)
      districts.include?(postcode.district)
    end

    # Gas work needs a Gas Safe registration that is still current on the day.
    def gas_safe_on?(date)
      !gas_safe_expires.nil? && date <= gas_safe_expires
    end

    def to_s
      name
    end
  end
end
