# frozen_string_literal: true

RSpec.describe Trawler::Expenses do
  it "prices fuel, ice and food" do
    expect(expenses.fuel(trip)).to eq(287_700)
    expect(expenses.ice(trip)).to eq(10_545)
    expect(expenses.food(trip, 5)).to eq(30_000)
    expect(expenses.total(trip, 5)).to eq(328_245)
  end
end
