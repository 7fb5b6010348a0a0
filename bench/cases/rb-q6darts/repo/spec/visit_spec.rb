# frozen_string_literal: true

RSpec.describe Darts::Visit do
  it "adds up the darts" do
    expect(described_class.parse("T20 T20 T20")).to be_ton_eighty
    expect(described_class.parse("T20 5 1").score).to eq(66)
  end

  it "refuses a fourth dart" do
    expect { described_class.parse("1 1 1 1") }.to raise_error(Darts::Error, /one to three darts/)
  end
end
