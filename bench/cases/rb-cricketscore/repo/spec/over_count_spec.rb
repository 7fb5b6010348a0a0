# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe Cricketscore::OverCount do
  it "writes legal balls in overs.balls notation" do
    expect(described_class.format(27)).to eq("4.3")
    expect(described_class.format(120)).to eq("20.0")
    expect(described_class.format(5)).to eq("0.5")
  end

  it "reads the notation back" do
    expect(described_class.parse("4.3")).to eq(27)
    expect(described_class.parse("20")).to eq(120)
    expect { described_class.parse("3.6") }.to raise_error(ArgumentError)
  end

  it "gives decimal overs for rates" do
    expect(described_class.decimal(27)).to eq(4.5)
  end
end
