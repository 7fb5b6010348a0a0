RSpec.describe Farrier::Schedule do
  let(:dancer) { Farrier::Horse.new(name: "Dancer", work: :full_set, last_shod: Date.new(2026, 3, 2)) }
  let(:pip) { Farrier::Horse.new(name: "Pip", work: :trim, last_shod: Date.new(2026, 2, 23)) }
  let(:bramble) { Farrier::Horse.new(name: "Bramble", work: :front_pair, last_shod: Date.new(2026, 3, 9)) }
  let(:schedule) { described_class.new([dancer, pip, bramble]) }

  it "books shod horses six weeks on and trims eight" do
    expect(schedule.next_visit(dancer)).to eq(Date.new(2026, 4, 13))
    expect(schedule.next_visit(pip)).to eq(Date.new(2026, 4, 20))
  end

  it "lists who is due by a date, soonest first" do
    expect(schedule.due_by(Date.new(2026, 4, 20)).map(&:name)).to eq(%w[Dancer Bramble Pip])
    expect(schedule.due_by(Date.new(2026, 4, 19)).map(&:name)).to eq(%w[Dancer])
  end

  it "counts a horse due today as not yet overdue" do
    expect(schedule.overdue(Date.new(2026, 4, 13))).to eq([])
    expect(schedule.overdue(Date.new(2026, 4, 14)).map(&:name)).to eq(%w[Dancer])
  end
end
