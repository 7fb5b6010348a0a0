# frozen_string_literal: true

RSpec.describe Falconry::Formatter do
  it "writes times as a clock" do
    expect(described_class.clock(9 * 60 + 5)).to eq("09:05")
    expect(described_class.clock(14 * 60)).to eq("14:00")
  end

  it "writes weights in grams or kilograms" do
    expect(described_class.grams(640)).to eq("640 g")
    expect(described_class.grams(3250)).to eq("3.25 kg")
  end

  it "marks the weighing sheet" do
    owl = Falconry::Bird.new(name: "Hedwig", species: "Snowy owl", flying_weight_g: 1800, weight_g: 1990)
    expect(described_class.weighing_line(owl)).to eq("Hedwig      1.99 kg  rest")
  end
end
