# frozen_string_literal: true

RSpec.describe Campsite::Money do
  it "formats cents as euros" do
    expect(described_class.format(1250)).to eq("€12.50")
    expect(described_class.format(5)).to eq("€0.05")
    expect(described_class.format(-300)).to eq("-€3.00")
  end
end
