module Carboot
  VEHICLES = %i[car van trailer].freeze

  Booking = Struct.new(:ref, :seller, :vehicle, :date, :booked_on, :hardstanding, keyword_init: true) do
    def initialize(**kw)
      super
      self.hardstanding = false if hardstanding.nil?
      raise ArgumentError, "unknown vehicle #{vehicle.inspect}" unless VEHICLES.include?(vehicle)
      raise ArgumentError, "#{ref}: booked after the sale" if booked_on > date
    end

    def days_ahead
      (date - booked_on).to_i
    end

    def hardstanding?
      hardstanding
    end
  end
end
