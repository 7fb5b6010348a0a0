# frozen_string_literal: true

RSpec.describe Apiary::SeasonReport do
  let(:bramble) do
    Apiary::Hive.new(name: "Bramble", site: "Orchard", supers: 1, queen: Apiary::Queen.new(year: 2022))
  end
  let(:clover) do
    Apiary::Hive.new(name: "Clover", site: "Orchard", supers: 1,
                     queen: Apiary::Queen.new(year: 2024, source: :swarm, marked: false))
  end
  let(:harvests) do
    [
      Apiary::Harvest.new(hive: bramble, date: Date.new(2024, 6, 30), frames: 11, gross_kg: 12.5, moisture: 17.6),
      Apiary::Harvest.new(hive: bramble, date: Date.new(2024, 8, 10), frames: 8, gross_kg: 9.0, moisture: 18.2),
      Apiary::Harvest.new(hive: clover, date: Date.new(2024, 7, 20), frames: 11, gross_kg: 10.0, moisture: 17.9),
      Apiary::Harvest.new(hive: clover, date: Date.new(2024, 8, 12), frames: 6, gross_kg: 6.5, moisture: 20.6)
    ]
  end
  let(:report) { described_class.new(season: 2024, hives: [bramble, clover], harvests: harvests) }

  before do
    clover.treat(Apiary::TreatmentCourse.new(:formic_strips, Date.new(2024, 7, 16)))
  end

  it "adds up the honey that could be taken" do
    expect(report.honey_kg(bramble)).to eq(19.78)
    expect(report.honey_kg(clover)).to eq(0.0)
    expect(report.total_honey_kg).to eq(19.78)
  end

  it "lists queens to replace" do
    expect(report.queens_to_replace).to eq([bramble])
  end

  it "prints the season" do
    expect(report.to_s).to eq(<<~TEXT.chomp)
      Season 2024: 2 hives, 19.78 kg honey
        Bramble     19.78 kg  2022 reared queen (yellow)
        Clover       0.00 kg  2024 swarm queen (unmarked)
        not taken: Clover 2024-07-20 (Formic acid strips until 2024-07-23)
        not taken: Clover 2024-08-12 (moisture 20.6% over 20.0%)
        requeen: Bramble
    TEXT
  end
end
