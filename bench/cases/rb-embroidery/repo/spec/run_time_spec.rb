# frozen_string_literal: true

RSpec.describe Embroidery::RunTime do
  let(:run_time) { described_class.new }

  it "sews at the machine's speed" do
    expect(run_time.sewing_seconds(Fixtures.logo)).to eq(675)
  end

  it "adds colour changes and hooping to each piece" do
    expect(run_time.seconds_per_piece(Fixtures.logo)).to eq(675 + 3 * 45 + 90)
  end

  it "rounds a job up to whole minutes" do
    expect(run_time.minutes_for(Fixtures.logo, 10)).to eq(150)
  end

  it "runs faster on a faster machine" do
    expect(described_class.new(spm: 1000).sewing_seconds(Fixtures.logo)).to eq(540)
  end
end
