# frozen_string_literal: true

RSpec.describe Falconry::Schedule do
  subject(:schedule) { described_class.new }

  let(:kes) { Falconry::Bird.new(name: "Kes", species: "Kestrel", flying_weight_g: 200) }
  let(:bubo) { Falconry::Bird.new(name: "Bubo", species: "Eagle owl", flying_weight_g: 2600) }

  it "lists the programme in order of time" do
    schedule.add(bubo, at: 15 * 60, arena: "Meadow")
    schedule.add(kes, at: 11 * 60 + 30, arena: "Main lawn")
    expect(schedule.programme).to eq([
      "11:30  Main lawn   Kes, kestrel",
      "15:00  Meadow      Bubo, eagle owl"
    ])
  end

  it "lets a bird fly twice, not three times" do
    schedule.add(kes, at: 11 * 60, arena: "Main lawn")
    schedule.add(kes, at: 14 * 60, arena: "Main lawn")
    expect { schedule.add(kes, at: 16 * 60, arena: "Meadow") }
      .to raise_error(Falconry::ScheduleError, /already flies 2 times/)
  end

  it "refuses overlapping displays for one bird" do
    schedule.add(kes, at: 11 * 60, arena: "Main lawn")
    expect { schedule.add(kes, at: 11 * 60 + 20, arena: "Meadow") }
      .to raise_error(Falconry::ScheduleError, /already flying at 11:20/)
  end

  it "grounds a bird off its flying weight" do
    bubo.weight_g = 2900
    expect { schedule.add(bubo, at: 12 * 60, arena: "Meadow") }
      .to raise_error(Falconry::ScheduleError, /not fit to fly/)
  end
end
