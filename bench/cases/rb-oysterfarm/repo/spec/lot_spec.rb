# frozen_string_literal: true

RSpec.describe OysterFarm::Lot do
  subject(:stock) { lot }

  it "starts with every stocked oyster alive" do
    expect(stock.live_count).to eq(12_000)
    expect(stock.mortality).to eq(0.0)
    expect(stock.per_bag).to eq(300.0)
  end

  it "subtracts recorded losses from the live count" do
    stock.record_loss(900, on: Date.new(2023, 7, 2), cause: :heat)
    stock.record_loss(300, on: Date.new(2023, 9, 14))
    expect(stock.dead_count).to eq(1_200)
    expect(stock.live_count).to eq(10_800)
    expect(stock.mortality).to be_within(1e-9).of(0.1)
    expect(stock.losses.map(&:cause)).to eq(%i[heat unknown])
  end

  it "refuses a loss larger than the live count" do
    stock.record_loss(11_000, on: Date.new(2023, 7, 2))
    expect { stock.record_loss(1_001, on: Date.new(2023, 8, 1)) }.to raise_error(OysterFarm::Error, /exceeds 1000 live/)
  end

  it "refuses a loss dated before stocking" do
    expect { stock.record_loss(10, on: Date.new(2023, 4, 1)) }.to raise_error(OysterFarm::Error, /before stocking/)
  end

  it "counts whole months of age" do
    expect(stock.age_in_months(Date.new(2023, 4, 30))).to eq(0)
    expect(stock.age_in_months(Date.new(2023, 5, 17))).to eq(0)
    expect(stock.age_in_months(Date.new(2023, 5, 18))).to eq(1)
    expect(stock.age_in_months(Date.new(2024, 10, 20))).to eq(18)
  end

  it "splits bags and their live oysters into a new lot" do
    stock.record_loss(2_000, on: Date.new(2023, 8, 1))
    other = stock.split(bags: 10, new_id: "L23-04b")
    expect(other.bags).to eq(10)
    expect(other.live_count).to eq(2_500)
    expect(other.stocked_on).to eq(stock.stocked_on)
    expect(stock.bags).to eq(30)
    expect(stock.live_count).to eq(7_500)
  end

  it "will not split off every bag" do
    expect { stock.split(bags: 40, new_id: "x") }.to raise_error(ArgumentError)
  end

  it "rejects an unknown ploidy" do
    expect { lot(ploidy: :tetraploid) }.to raise_error(ArgumentError, /ploidy/)
  end

  it "describes itself" do
    expect(stock.to_s).to eq("L23-04 (Pennington Spit, 40 bags, 12000 live)")
  end
end
