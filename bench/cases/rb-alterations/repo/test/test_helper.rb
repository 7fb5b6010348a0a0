require "minitest/autorun"
require "alterations"

module TestData
  BANK_HOLIDAYS = %w[2026-12-25 2026-12-28 2027-01-01].freeze

  def calendar
    Alterations::Calendar.new(holidays: BANK_HOLIDAYS)
  end

  def prices
    Alterations::PriceList.new
  end
end
