# frozen_string_literal: true

RSpec.describe CaveSurvey::Angles do
  it "converts degrees to radians" do
    expect(described_class.radians(180)).to be_within(1e-12).of(Math::PI)
  end

  it "normalizes bearings into [0, 360)" do
    expect(described_class.normalize(361.5)).to eq(1.5)
    expect(described_class.normalize(-10)).to eq(350.0)
    expect(described_class.normalize(360)).to eq(0.0)
  end

  it "gives the back bearing" do
    expect(described_class.back_bearing(10)).to eq(190.0)
    expect(described_class.back_bearing(270)).to eq(90.0)
  end
end
