# frozen_string_literal: true

RSpec.describe Drivingtest::Theory do
  def theory(mc, hp, on: d("2025-06-10"))
    described_class.new(candidate: "J. Okafor", taken_on: on, multiple_choice: mc, hazard_perception: hp)
  end

  it "passes at both pass marks" do
    expect(theory(43, 44).passed?).to be true
  end

  it "fails one mark under the multiple choice pass mark" do
    t = theory(42, 70)
    expect(t.multiple_choice_passed?).to be false
    expect(t.passed?).to be false
  end

  it "fails one mark under the hazard perception pass mark" do
    expect(theory(50, 43).passed?).to be false
  end

  it "rejects scores out of range" do
    expect { theory(51, 44) }.to raise_error(ArgumentError)
    expect { theory(45, 76) }.to raise_error(ArgumentError)
  end

  it "expires the day before the second anniversary" do
    expect(theory(45, 60).expires_on).to eq(d("2027-06-09"))
  end

  it "has no expiry when failed" do
    expect(theory(30, 60).expires_on).to be_nil
  end

  it "is valid from the day it is taken to its expiry" do
    t = theory(45, 60)
    expect(t.valid_on?(d("2025-06-10"))).to be true
    expect(t.valid_on?(d("2027-06-09"))).to be true
    expect(t.valid_on?(d("2027-06-10"))).to be false
    expect(t.valid_on?(d("2025-06-09"))).to be false
  end
end
