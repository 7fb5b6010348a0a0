RSpec.describe Swimmeet::Results do
  def entry(no, name, club)
    Swimmeet::Entry.build(no, name, club, "NT")
  end

  let(:ada) { entry(1, "Ada", "OTT") }
  let(:bo) { entry(2, "Bo", "KIN") }
  let(:cy) { entry(3, "Cy", "OTT") }
  let(:di) { entry(4, "Di", "KIN") }

  it "places by finish time" do
    results = described_class.new([[ada, "33.10"], [bo, "32.95"], [cy, "34.00"]])
    expect(results.placings.map { |f| [f.entry.name, f.place, f.points] }).to eq([["Bo", 1, 9.0], ["Ada", 2, 7.0], ["Cy", 3, 6.0]])
  end

  it "shares places and points on a tie" do
    results = described_class.new([[ada, "33.10"], [bo, "33.10"], [cy, "34.00"], [di, "NT"]])
    expect(results.placings.map { |f| [f.entry.name, f.place, f.points] }).to eq([["Ada", 1, 8.0], ["Bo", 1, 8.0], ["Cy", 3, 6.0]])
  end

  it "adds club points" do
    results = described_class.new([[ada, "33.10"], [bo, "32.95"], [cy, "34.00"], [di, "35.00"]])
    expect(results.club_points).to eq("KIN" => 14.0, "OTT" => 13.0)
  end
end
