# frozen_string_literal: true

RSpec.describe Hatchery::DailyLog do
  let(:from) { Fixtures::MONDAY }
  let(:to) { Fixtures::SUNDAY }

  it "parses the week's sheet" do
    expect(week_log.count).to eq(21)
    first = week_log.first
    expect(first.date).to eq(Date.new(2025, 3, 3))
    expect([first.batch_id, first.temp_c, first.feed_kg, first.morts]).to eq(["B1", 9.0, 7.1, 2])
  end

  it "totals feed and morts for a batch" do
    expect(week_log.feed_kg("B1", from: from, to: to)).to eq(51.25)
    expect(week_log.morts("B3", from: from, to: to)).to eq(200)
    expect(week_log.feed_kg("B2", from: from, to: Date.new(2025, 3, 4))).to eq(6.45)
  end

  it "keeps a batch's entries in date order" do
    log = described_class.new
    log.record(date: Date.new(2025, 3, 2), batch_id: "B1", temp_c: 8.5, feed_kg: 7.0)
    log.record(date: Date.new(2025, 3, 1), batch_id: "B1", temp_c: 8.0, feed_kg: 6.9)
    dates = log.for_batch("B1", from: Date.new(2025, 3, 1), to: Date.new(2025, 3, 2)).map(&:date)
    expect(dates).to eq([Date.new(2025, 3, 1), Date.new(2025, 3, 2)])
    expect(log.latest_temp("B1")).to eq(8.5)
    expect(log.latest_temp("B7")).to be_nil
  end

  it "reports the line of a bad entry" do
    expect { described_class.parse("2025-03-03,B1,9.0,7.10,2\n2025-03-04,B1,warm,7.2,1\n") }
      .to raise_error(Hatchery::Error, /line 2/)
    expect { described_class.parse("2025-03-03,B1,9.0\n") }
      .to raise_error(Hatchery::Error, "line 1: expected 5 fields, got 3")
  end

  it "refuses negative feed" do
    expect { described_class.new.record(date: from, batch_id: "B1", temp_c: 9, feed_kg: -1) }
      .to raise_error(Hatchery::Error, /feed cannot be negative/)
  end
end
