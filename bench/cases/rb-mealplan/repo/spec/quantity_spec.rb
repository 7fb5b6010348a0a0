# frozen_string_literal: true

RSpec.describe Mealplan::Quantity do
  it "keeps kilograms and litres in grams and millilitres" do
    expect(described_class.parse("1.5 kg").amount).to eq(1500)
    expect(described_class.parse("0.75 l").unit).to eq("ml")
  end

  it "adds quantities of the same base unit" do
    expect((described_class.parse("1 kg") + described_class.parse("250 g")).to_s).to eq("1.25 kg")
  end

  it "refuses to add grams to pieces" do
    expect { described_class.parse("1 kg") + described_class.parse("2 pc") }.to raise_error(ArgumentError, /g with pc/)
  end

  it "rounds pieces up when printed" do
    expect((described_class.parse("1 pc") * 1.5).to_s).to eq("2")
  end

  it "rejects unknown units" do
    expect { described_class.parse("2 cups") }.to raise_error(ArgumentError, /unknown unit "cups"/)
  end
end
