# frozen_string_literal: true

RSpec.describe Allotments::Tenant do
  it "normalises the postcode and finds its district" do
    tenant = described_class.new("Ada", postcode: " ox4 1aa ")
    expect(tenant.postcode).to eq("OX4 1AA")
    expect(tenant.district).to eq("OX4")
    expect(tenant.resident?(%w[OX4])).to be(true)
    expect(tenant.resident?(%w[OX1])).to be(false)
  end

  it "knows concessions" do
    expect(resident).not_to be_concessionary
    expect(resident(concession: :senior)).to be_concessionary
    expect { described_class.new("X", postcode: "OX4 1AA", concession: :vip) }.to raise_error(ArgumentError)
  end

  it "counts whole years held" do
    tenant = resident
    expect(tenant.years_held(Date.new(2016, 2, 28))).to eq(0)
    expect(tenant.years_held(Date.new(2016, 3, 1))).to eq(1)
    expect(tenant.years_held(Date.new(2024, 10, 1))).to eq(9)
    expect(visitor.years_held(Date.new(2024, 10, 1))).to eq(0)
  end
end
