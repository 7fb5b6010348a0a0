# frozen_string_literal: true

RSpec.describe Balloon::Loadsheet do
  it "renders the loadsheet of a morning flight" do
    plan = Balloon::FlightPlan.new(envelope: Fleet.z105, ground_temp_c: 15, ceiling_m: 900, site_elevation_m: 150)
    expect(described_class.render(plan, Fleet.usual_load)).to eq(<<~SHEET.chomp)
      Envelope Cameron Z-105 (2973 m3, max 100 C)
      Ceiling 900 m: 10.1 C, 910 hPa, 1.119 kg/m3
        Gross lift at ceiling          801.2 kg
        Envelope                      -118.0 kg
        Basket CB-950                 -105.0 kg
        Double burner                  -32.0 kg
        Cylinder 1 (38 kg propane)     -56.0 kg
        Cylinder 2 (38 kg propane)     -56.0 kg
        Pilot                          -82.0 kg
        Spare lift                     352.2 kg
      Within limits
    SHEET
  end

  it "warns when the load is too heavy" do
    plan = Balloon::FlightPlan.new(envelope: Fleet.z105, ground_temp_c: 34, ceiling_m: 1500, site_elevation_m: 150)
    load = Fleet.usual_load.add("Passengers (6)", 510)
    expect(described_class.render(plan, load).lines.last).to eq("OVERWEIGHT: do not fly")
  end
end
