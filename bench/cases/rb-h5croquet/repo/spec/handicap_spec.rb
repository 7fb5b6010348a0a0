# frozen_string_literal: true

RSpec.describe Croquet::Handicap do
  it "accepts whole and half handicaps in range" do
    expect(described_class.valid!(-1.5)).to eq(-1.5)
    expect { described_class.valid!(3.25) }.to raise_error(Croquet::Error)
    expect { described_class.valid!(25) }.to raise_error(Croquet::Error)
  end

  it "gives the higher handicap the difference as bisques" do
    expect(described_class.bisques(4, 10)).to eq(6)
    expect(described_class.bisques(12, 3.5)).to eq(8.5)
    expect(described_class.bisques(-2, -2)).to eq(0)
  end

  it "counts the steps between two handicaps" do
    expect(described_class.steps_between(8, 6.5)).to eq(-3)
  end

  it "steps a handicap up and down the ladder within its ends" do
    expect(described_class.step(8, -1)).to eq(7.5)
    expect(described_class.step(7.5, -1)).to eq(7)
    expect(described_class.step(23.5, 3)).to eq(24)
  end
end
