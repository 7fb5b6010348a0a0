# frozen_string_literal: true

RSpec.describe Hatchery::WeeklyReport do
  subject(:report) { weekly_report }

  it "works out each batch's feed conversion ratio" do
    # B1 survivors went from 327.6 kg to 357.0 kg on 51.25 kg of feed
    expect(report.fcr(batch("B1"))).to eq(1.74)
    expect(report.fcr(batch("B2"))).to eq(1.72)
    expect(report.fcr(batch("B3"))).to eq(1.16)
  end

  it "has no FCR for a batch that lost weight" do
    batch("B2").weighed(16.0)
    expect(report.fcr(batch("B2"))).to be_nil
  end

  it "gives survival over the week" do
    expect(report.survival_percent(batch("B3"))).to eq(99.34)
  end

  it "writes a block per batch" do
    expect(report.block(batch("B2"))).to eq([
      "B2 Brown trout in R2",
      "  9000 fish, mean 18.0 g, biomass 162.0 kg",
      "  density 10.1 of 25.0 kg/m³",
      "  week: feed 23.20 kg, FCR 1.72, morts 25, survival 99.72%",
      "  ration at 9.9 °C: 3.40 kg/day in 4 feeds, 2.0 mm pellet"
    ])
  end

  it "flags an overstocked tank" do
    batch("B3").move_to(raceway_one)
    expect(report.block(batch("B1"))[2]).to eq("  density 28.3 of 20.0 kg/m³  OVER LIMIT")
  end

  it "writes the whole week" do
    expect(report.to_s).to eq(<<~TEXT)
      Week 3 Mar to 9 Mar 2025
      B1 Rainbow trout in R1
        4200 fish, mean 85.0 g, biomass 357.0 kg
        density 22.3 of 35.0 kg/m³
        week: feed 51.25 kg, FCR 1.74, morts 9, survival 99.79%
        ration at 9.8 °C: 7.50 kg/day in 2 feeds, 3.0 mm pellet
      B2 Brown trout in R2
        9000 fish, mean 18.0 g, biomass 162.0 kg
        density 10.1 of 25.0 kg/m³
        week: feed 23.20 kg, FCR 1.72, morts 25, survival 99.72%
        ration at 9.9 °C: 3.40 kg/day in 4 feeds, 2.0 mm pellet
      B3 Rainbow trout in T3
        30000 fish, mean 3.2 g, biomass 96.0 kg
        density 13.6 of 20.0 kg/m³
        week: feed 13.95 kg, FCR 1.16, morts 200, survival 99.34%
        ration at 9.9 °C: 2.02 kg/day in 8 feeds, 1.5 mm pellet
    TEXT
  end

  it "leaves out the ration for a batch with no temperatures logged" do
    other = Hatchery::WeeklyReport.new(batches: batches, log: Hatchery::DailyLog.new,
                                       from: Fixtures::MONDAY, to: Fixtures::SUNDAY,
                                       start_weights: Fixtures::START_WEIGHTS)
    expect(other.block(batch("B1")).size).to eq(4)
  end
end
