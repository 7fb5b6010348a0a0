# frozen_string_literal: true

RSpec.describe Apiary::Queen do
  it "takes the colour of the last digit of her year" do
    expect(described_class.new(year: 2024).colour).to eq(:green)
    expect(described_class.new(year: 2025).colour).to eq(:blue)
    expect(described_class.new(year: 2021).colour).to eq(:white)
    expect(described_class.colour_for(2027)).to eq(:yellow)
    expect(described_class.colour_for(2023)).to eq(:red)
  end

  it "has no colour when unmarked" do
    queen = described_class.new(year: 2024, source: :swarm, marked: false)
    expect(queen.colour).to be_nil
    expect(queen.to_s).to eq("2024 swarm queen (unmarked)")
  end

  it "is due for replacement in her third season" do
    queen = described_class.new(year: 2023)
    expect(queen.age_in(2024)).to eq(1)
    expect(queen.due_for_replacement?(2024)).to be(false)
    expect(queen.due_for_replacement?(2025)).to be(true)
  end

  it "describes a clipped queen" do
    queen = described_class.new(year: 2022, source: :bought, clipped: true)
    expect(queen.to_s).to eq("2022 bought queen (yellow, clipped)")
  end

  it "rejects an unknown source" do
    expect { described_class.new(year: 2024, source: :stolen) }.to raise_error(ArgumentError)
  end
end
