# frozen_string_literal: true

RSpec.describe Newsround::Round do
  it "walks the customers in order" do
    expect(village.customers.map(&:account)).to eq(%w[A101 A102 A104 A103])
  end

  it "leaves doors with nothing to deliver out of the bag" do
    bag = village.bag(d("2024-06-03"), catalogue)
    expect(bag.map { |drop| drop.customer.account }).to eq(%w[A101 A102])
    expect(bag.map(&:codes)).to eq([%w[TIMES], %w[MIRROR]])
  end

  it "counts the copies for the round" do
    expect(village.counts(d("2024-06-06"), catalogue)).to eq("GAZETTE" => 2, "MIRROR" => 1, "TIMES" => 1)
    expect(village.counts(d("2024-06-12"), catalogue)).to eq("TIMES" => 1)
  end

  it "weighs the bag" do
    expect(village.bag_weight_kg(d("2024-06-08"), catalogue)).to eq(1.1)
    expect(village.bag_weight_kg(d("2024-06-09"), catalogue)).to eq(1.6)
  end

  it "writes the marking-up sheet" do
    expect(village.marking_up(d("2024-06-06"), catalogue)).to eq(<<~SHEET.chomp)
      Village (Josh) Thu 06 Jun 2024
       1  3 Church Lane          TIMES
       2  7 Church Lane          MIRROR
       3  1 Mill Row             GAZETTE
       4  The Old Forge          GAZETTE
    SHEET
  end
end
