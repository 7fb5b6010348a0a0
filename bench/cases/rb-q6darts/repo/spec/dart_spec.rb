# frozen_string_literal: true

RSpec.describe Darts::Dart do
  it "reads the marker's calls" do
    expect(%w[T20 D16 5 S5 25 BULL M].map { |c| described_class.parse(c).score }).to eq([60, 32, 5, 5, 25, 50, 0])
  end

  it "knows a double" do
    expect(described_class.parse("D16")).to be_double
    expect(described_class.parse("bull")).to be_double
    expect(described_class.parse("T16")).not_to be_double
  end

  it "writes the dart back" do
    expect(%w[t20 d25 m 7].map { |c| described_class.parse(c).to_s }).to eq(%w[T20 BULL M S7])
  end

  it "refuses a treble bull" do
    expect { described_class.parse("T25") }.to raise_error(Darts::Error, /no such dart/)
  end
end
