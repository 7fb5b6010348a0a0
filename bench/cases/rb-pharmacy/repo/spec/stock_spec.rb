# frozen_string_literal: true

RSpec.describe Pharmacy::Stock do
  subject(:stock) { described_class.new }

  let(:today) { Date.new(2024, 6, 10) }

  before do
    stock.receive(lot(metformin, "M-2", Date.new(2025, 1, 31), 100))
    stock.receive(lot(metformin, "M-1", Date.new(2024, 9, 30), 40))
    stock.receive(lot(metformin, "M-0", Date.new(2024, 6, 10), 500))
    stock.receive(lot(tramadol, "T-1", Date.new(2025, 2, 28), 30))
  end

  it "counts only stock that is still in date" do
    expect(stock.available("MET850", on: today)).to eq(140)
    expect(stock.available("MET850", on: today - 1)).to eq(640)
  end

  it "takes from the lot that expires first" do
    expect(stock.take("MET850", 60, on: today)).to eq([["M-1", 40], ["M-2", 20]])
    expect(stock.available("MET850", on: today)).to eq(80)
  end

  it "raises when there is not enough in-date stock" do
    expect { stock.take("TRA50", 31, on: today) }.to raise_error(Pharmacy::OutOfStock, /only 30/)
    expect(stock.available("TRA50", on: today)).to eq(30)
  end

  it "lists expired lots still on the shelf" do
    expect(stock.expired_lots(on: today).map(&:lot_number)).to eq(["M-0"])
    expect(stock.expired_lots(on: today - 1)).to be_empty
  end
end
