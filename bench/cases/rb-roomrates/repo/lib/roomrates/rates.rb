module Roomrates
  # Nightly rates in cents by room type.
  RATES = {
    single: 7_000,
    double: 9_500,
    family: 13_000
  }.freeze

  WEEKEND_SURCHARGE_PERCENT = 20
  LONG_STAY_NIGHTS = 7
  LONG_STAY_DISCOUNT_PERCENT = 10

  class UnknownRoom < StandardError; end

  def self.nightly(room)
    RATES.fetch(room) { raise UnknownRoom, "no such room type: #{room}" }
  end

  def self.weekend?(date)
    date.friday? || date.saturday?
  end
end
