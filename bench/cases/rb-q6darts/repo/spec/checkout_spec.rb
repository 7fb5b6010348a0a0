# frozen_string_literal: true

RSpec.describe Darts::Checkout do
  it "takes the big fish out in three" do
    expect(described_class.describe(170)).to eq("T20 T20 BULL")
  end

  it "finishes in as few darts as it can" do
    expect(described_class.describe(40)).to eq("D20")
    expect(described_class.describe(100)).to eq("T20 D20")
    expect(described_class.describe(160)).to eq("T20 T20 D20")
  end

  it "knows the bogey numbers" do
    expect(described_class.for(169)).to be_nil
    expect(described_class.for(1)).to be_nil
    expect(described_class.for(171)).to be_nil
  end
end
