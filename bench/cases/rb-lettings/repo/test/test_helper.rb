require "minitest/autorun"
require "lettings"

module Fixtures
  def flat
    Lettings::Property.new(ref: "HB-14", address: "14 Hawthorn Buildings, Leeds LS6 2AF",
                           bedrooms: 2, landlord: "M. Okonjo")
  end

  def tenancy(**overrides)
    Lettings::Tenancy.new(**{ property: flat, tenants: ["Priya Shah", "Tom Ellery"],
                              start_date: Date.new(2024, 3, 15), term_months: 12,
                              rent_pcm: 950_00, deposit: 1096_15 }.merge(overrides))
  end
end
