# frozen_string_literal: true

RSpec.describe Hatchery::Growth do
  it "projects weight with the thermal growth coefficient" do
    # (78^(1/3) + 0.0026 * 10 * 28)^3
    expect(described_class.project_weight(78, temp_c: 10, days: 28, tgc: 2.6)).to be_within(0.1).of(125.0)
  end

  it "does not grow fish without time or warmth" do
    expect(described_class.project_weight(50, temp_c: 10, days: 0, tgc: 2.6)).to eq(50.0)
    expect(described_class.project_weight(50, temp_c: 0, days: 30, tgc: 2.6)).to eq(50.0)
  end

  it "recovers the coefficient a batch achieved" do
    dd = week_log.degree_days("B1", from: Fixtures::MONDAY, to: Fixtures::SUNDAY)
    expect(dd).to be_within(0.001).of(67.5)
    expect(described_class.achieved_tgc(78, 85, dd)).to be_within(0.01).of(1.84)
  end

  it "looks up coefficients by species" do
    expect(described_class.tgc_for("brown")).to eq(2.0)
    expect { described_class.tgc_for("carp") }.to raise_error(Hatchery::Error)
  end
end
