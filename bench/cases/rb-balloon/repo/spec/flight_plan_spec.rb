# frozen_string_literal: true

RSpec.describe Balloon::FlightPlan do
  let(:plan) { described_class.new(envelope: Fleet.z105, ground_temp_c: 15, ceiling_m: 900, site_elevation_m: 150) }

  it "checks the air at the ceiling" do
    air = plan.air_at_ceiling
    expect(air.temperature_c).to be_within(0.01).of(10.13)
    expect(air.density).to be_within(0.001).of(1.119)
  end

  it "works out the gross lift at the ceiling" do
    expect(plan.max_gross_lift_kg).to be_within(0.5).of(801.2)
    expect(plan.max_payload_kg).to be_within(0.5).of(683.2)
  end

  it "finds room for four more passengers on a cool morning" do
    expect(plan.spare_kg(Fleet.usual_load)).to be_within(0.5).of(352.2)
    expect(plan.passengers_to_spare(Fleet.usual_load)).to eq(4)
  end

  it "has less lift on a hot afternoon" do
    hot = described_class.new(envelope: Fleet.z105, ground_temp_c: 32, ceiling_m: 900, site_elevation_m: 150)
    expect(hot.max_gross_lift_kg).to be_within(0.5).of(612.8)
    expect(hot.passengers_to_spare(Fleet.usual_load)).to eq(1)
  end

  it "refuses a ceiling below the site" do
    expect { described_class.new(envelope: Fleet.z105, ground_temp_c: 15, ceiling_m: 100, site_elevation_m: 150) }
      .to raise_error(ArgumentError, /below the site/)
  end
end
