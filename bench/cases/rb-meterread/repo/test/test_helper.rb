require "minitest/autorun"
require "meterread"

module Slips
  # November's slips for three meters, written the ways staff write them.
  def november
    Meterread::Reading.parse_all(<<~TEXT)
      # route 4
      MTR-00123 2026-11-01 04400.0 kWh
      mtr 123   2026-11-30 04512.3 kWh
      MTR-04410 2026-11-02 12000 kWh
      4410      2026-11-29 12310.5 kWh
      MTR 7     2026-11-15 00088.0 kWh
    TEXT
  end
end
