require "minitest/autorun"
require "windowround"

module Fixtures
  BOOKINGS = <<~CSV
    ref,name,house,street,property,weeks,last_clean,extras
    C01,Patel,4,Beech Grove,semi,4,2026-10-19,
    C02,Okafor,12,Beech Grove,detached,8,2026-09-21,conservatory
    C03,Walsh,7,Beech Grove,terraced,6,2026-10-05,
    C04,Lindqvist,2,Alder Way,flat,4,2026-10-26,
    C05,Brennan,15,Alder Way,bungalow,6,2026-10-05,frames
    C06,Kowalski,3,Cedar Close,semi,12,2026-08-24,skylights
  CSV

  ROUND_DAY = Date.new(2026, 11, 16)

  def customers
    Windowround::BookingSheet.parse(BOOKINGS)
  end

  def customer(ref)
    customers.find { |c| c.ref == ref }
  end
end
