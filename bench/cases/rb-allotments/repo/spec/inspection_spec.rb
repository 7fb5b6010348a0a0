# frozen_string_literal: true

RSpec.describe Allotments::InspectionLog do
  subject(:log) { described_class.new }

  let(:plot) { Allotments::Plot.new("3", site: "Meadow Lane", area: 60) }
  let(:other) { Allotments::Plot.new("4", site: "Meadow Lane", area: 60) }

  it "escalates with poor scores in a row" do
    expect(log.stage(plot)).to eq(:ok)
    log.record(plot, date: Date.new(2024, 3, 1), score: 40)
    expect(log.stage(plot)).to eq(:warning)
    log.record(plot, date: Date.new(2024, 6, 1), score: 30)
    expect(log.stage(plot)).to eq(:notice)
    log.record(plot, date: Date.new(2024, 9, 1), score: 20)
    log.record(plot, date: Date.new(2024, 12, 1), score: 10)
    expect(log.stage(plot)).to eq(:termination)
  end

  it "starts again after a good score" do
    log.record(plot, date: Date.new(2024, 3, 1), score: 40)
    log.record(plot, date: Date.new(2024, 6, 1), score: 80)
    log.record(plot, date: Date.new(2024, 9, 1), score: 45)
    expect(log.poor_run(plot)).to eq(1)
    expect(log.average(plot)).to eq(55.0)
  end

  it "selects plots at a stage or worse" do
    log.record(plot, date: Date.new(2024, 3, 1), score: 10)
    log.record(plot, date: Date.new(2024, 6, 1), score: 10)
    log.record(other, date: Date.new(2024, 6, 1), score: 10)
    expect(log.at_least(:notice, [plot, other])).to eq([plot])
    expect(log.at_least(:warning, [plot, other])).to eq([plot, other])
  end

  it "checks scores and dates" do
    expect { log.record(plot, date: Date.new(2024, 3, 1), score: 101) }.to raise_error(ArgumentError)
    log.record(plot, date: Date.new(2024, 3, 1), score: 60)
    expect { log.record(plot, date: Date.new(2024, 1, 1), score: 60) }.to raise_error(ArgumentError)
  end
end
