# frozen_string_literal: true

RSpec.describe OysterFarm::Classification do
  it "classes an area A when every result is within 230" do
    expect(described_class.classify([20, 78, 230, 45])).to eq(:a)
  end

  it "classes an area B when 90% are within 4,600 and none over 46,000" do
    results = [110, 490, 2_400, 3_300, 1_300, 700, 230, 4_600, 920, 18_000]
    expect(described_class.classify(results)).to eq(:b)
  end

  it "falls to C when more than one in ten exceed 4,600" do
    results = [110, 490, 2_400, 9_100, 1_300, 700, 230, 4_600, 920, 18_000]
    expect(described_class.classify(results)).to eq(:c)
  end

  it "prohibits harvest over 46,000" do
    expect(described_class.classify([230, 54_000])).to eq(:prohibited)
    expect(described_class.harvestable?(:prohibited)).to be(false)
  end

  it "names the treatment each class needs" do
    expect(described_class.treatment(:a)).to eq(:none)
    expect(described_class.treatment(:b)).to eq(:depuration)
    expect(described_class.treatment(:c)).to eq(:relaying)
    expect { described_class.treatment(:d) }.to raise_error(ArgumentError)
  end

  it "needs results to classify" do
    expect { described_class.classify([]) }.to raise_error(ArgumentError)
  end
end
