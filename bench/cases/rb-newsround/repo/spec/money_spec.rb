# frozen_string_literal: true

RSpec.describe Newsround::Money do
  it "prints pence as pounds" do
    expect(described_class.format(1234)).to eq("£12.34")
    expect(described_class.format(5)).to eq("£0.05")
    expect(described_class.format(0)).to eq("£0.00")
    expect(described_class.format(-250)).to eq("-£2.50")
  end

  it "sums whole pence" do
    expect(described_class.sum([250, 350, 5])).to eq(605)
    expect(described_class.sum([])).to eq(0)
  end
end
