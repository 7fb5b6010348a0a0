RSpec.describe Swimmeet::Seeding do
  def entry(no, name, time, club = "OTT")
    Swimmeet::Entry.build(no, name, club, time)
  end

  let(:seeding) { described_class.new(lanes: 4) }

  it "fills lanes from the middle outwards" do
    expect(described_class.new(lanes: 6).lane_order).to eq([3, 4, 2, 5, 1, 6])
    expect(seeding.lane_order).to eq([2, 3, 1, 4])
  end

  it "ranks by seed time, NT last" do
    entries = [entry(1, "Ada", "NT"), entry(2, "Bo", "35.10"), entry(3, "Cy", "33.90")]
    expect(seeding.ranked(entries).map(&:name)).to eq(%w[Cy Bo Ada])
  end

  it "breaks ties by entry order" do
    entries = [entry(1, "Ada", "34.00"), entry(2, "Bo", "33.50"), entry(3, "Cy", "34.00"), entry(4, "Di", "34.00")]
    expect(seeding.ranked(entries).map(&:name)).to eq(%w[Bo Ada Cy Di])
  end

  it "puts the fastest in the last heat, in the middle lanes" do
    entries = [
      entry(1, "Ada", "30.00"), entry(2, "Bo", "31.00"), entry(3, "Cy", "32.00"), entry(4, "Di", "33.00"),
      entry(5, "Ed", "34.00"), entry(6, "Fa", "35.00"), entry(7, "Gil", "36.00"), entry(8, "Hu", "37.00")
    ]
    heats = seeding.heats(entries)
    expect(heats.size).to eq(2)
    expect(heats.last.transform_values(&:name)).to eq(2 => "Ada", 3 => "Bo", 1 => "Cy", 4 => "Di")
    expect(heats.first[2].name).to eq("Ed")
  end

  it "tops up a short first heat" do
    entries = (1..5).map { |i| entry(i, "S#{i}", "3#{i}.00") }
    heats = seeding.heats(entries)
    expect(heats.map(&:size)).to eq([3, 2])
    expect(heats.last.values.map(&:name)).to eq(%w[S1 S2])
  end

  it "prints the start list" do
    entries = [entry(1, "Ada", "34.00"), entry(2, "Bo", "33.50"), entry(3, "Cy", "NT")]
    expect(seeding.start_list(entries)).to eq([
      "Heat 1 Lane 1: Cy (OTT) NT",
      "Heat 1 Lane 2: Bo (OTT) 33.50",
      "Heat 1 Lane 3: Ada (OTT) 34.00"
    ])
  end
end
