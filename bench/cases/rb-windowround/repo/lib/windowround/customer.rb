require "csv"

module Windowround
  class BookingError < StandardError; end

  # One line of the booking sheet.
  Customer = Struct.new(:ref, :name, :street, :house, :property, :interval_weeks, :last_clean, :extras,
                        keyword_init: true) do
    def next_due
      last_clean + interval_weeks * 7
    end

    def due?(date)
      next_due <= date
    end

    def address
      "#{house} #{street}"
    end
  end

  module BookingSheet
    HEADER = %w[ref name house street property weeks last_clean extras].freeze

    module_function

    def parse(text)
      rows = CSV.parse(text, headers: true)
      missing = HEADER - rows.headers.compact
      raise BookingError, "booking sheet lacks #{missing.join(", ")}" unless missing.empty?

      rows.each_with_index.map do |row, i|
        customer(row, i + 2)
      end
    end

    def customer(row, line)
      weeks = Integer(row["weeks"], exception: false)
      raise BookingError, "line #{line}: weeks must be a whole number, not #{row["weeks"].inspect}" unless weeks&.positive?

      Customer.new(
        ref: row["ref"].strip,
        name: row["name"].strip,
        house: row["house"].strip,
        street: row["street"].strip,
        property: row["property"].strip.downcase.to_sym,
        interval_weeks: weeks,
        last_clean: Date.iso8601(row["last_clean"].strip),
        extras: row["extras"].to_s.split(";").map { |e| e.strip.downcase.to_sym }
      )
    rescue Date::Error
      raise BookingError, "line #{line}: bad date #{row["last_clean"].inspect}"
    end
  end
end
