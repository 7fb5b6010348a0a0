# frozen_string_literal: true

RSpec.describe Newsround::Calendar do
  it "names the day" do
    expect(described_class.day_sym(d("2024-06-03"))).to eq(:mon)
    expect(described_class.day_sym(d("2024-06-09"))).to eq(:sun)
  end

  it "has no deliveries on Christmas Day" do
    expect(described_class.delivery_day?(d("2024-12-25"))).to be(false)
    expect(described_class.delivery_day?(d("2024-12-26"))).to be(true)
  end

  it "finds the Monday a week starts on" do
    expect(described_class.week_start(d("2024-06-05"))).to eq(d("2024-06-03"))
    expect(described_class.week_start(d("2024-06-03"))).to eq(d("2024-06-03"))
    expect(described_class.week_start(d("2024-06-09"))).to eq(d("2024-06-03"))
  end

  it "lists the weeks a range touches" do
    weeks = described_class.weeks(d("2024-06-01"), d("2024-06-14"))
    expect(weeks.map(&:first)).to eq([d("2024-05-27"), d("2024-06-03"), d("2024-06-10")])
    expect(weeks.last).to eq([d("2024-06-10"), d("2024-06-16")])
  end
end
