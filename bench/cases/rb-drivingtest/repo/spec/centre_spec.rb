# frozen_string_literal: true

RSpec.describe Drivingtest::Centre do
  subject(:centre) { described_class.new("Wetherby") }

  it "builds an examiner's standard day" do
    slots = centre.add_day(d("2026-03-18"), "DE 114")
    expect(slots.size).to eq(7)
    expect(slots.first.starts_at).to eq(at("2026-03-18", "08:10"))
    expect(slots.last.ends_at).to eq(at("2026-03-18", "16:24"))
  end

  it "refuses a slot that overlaps the same examiner's" do
    centre.add_slot(starts_at: at("2026-03-18", "09:00"), examiner: "DE 114")
    expect { centre.add_slot(starts_at: at("2026-03-18", "09:30"), examiner: "DE 114") }
      .to raise_error(Drivingtest::BookingError, /overlaps/)
  end

  it "allows the same time with another examiner" do
    centre.add_slot(starts_at: at("2026-03-18", "09:00"), examiner: "DE 114")
    expect { centre.add_slot(starts_at: at("2026-03-18", "09:00"), examiner: "DE 207") }.not_to raise_error
  end

  it "keeps the diary in time order" do
    centre.add_slot(starts_at: at("2026-03-19", "09:00"), examiner: "DE 114")
    centre.add_slot(starts_at: at("2026-03-18", "09:00"), examiner: "DE 114")
    expect(centre.slots.map(&:date)).to eq([d("2026-03-18"), d("2026-03-19")])
  end

  it "finds the earliest free slot from a date" do
    centre.add_day(d("2026-03-18"), "DE 114")
    centre.add_day(d("2026-03-19"), "DE 114")
    centre.slots.first.candidate = "taken"
    expect(centre.earliest_free.starts_at).to eq(at("2026-03-18", "09:07"))
    expect(centre.earliest_free(from: d("2026-03-19")).starts_at).to eq(at("2026-03-19", "08:10"))
  end

  it "keeps extended slots apart" do
    centre.add_slot(starts_at: at("2026-03-18", "08:10"), examiner: "DE 114", extended: true)
    expect(centre.earliest_free).to be_nil
    expect(centre.earliest_free(extended: true).length_minutes).to eq(87)
  end
end
