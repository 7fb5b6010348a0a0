RSpec.describe Bridgescore::Result do
  it "scores from North-South's side whoever declares" do
    north = described_class.new(1, ns_pair: 1, ew_pair: 5, contract: "4S", declarer: "N", tricks: 10)
    west = described_class.new(1, ns_pair: 2, ew_pair: 6, contract: "4S", declarer: "W", tricks: 10)
    expect([north.ns_score, north.ew_score]).to eq([420, -420])
    expect([west.ns_score, west.ew_score]).to eq([-420, 420])
  end

  it "takes the declarer's vulnerability from the board" do
    ns_vul = described_class.new(2, ns_pair: 1, ew_pair: 5, contract: "3NT", declarer: "s", tricks: 9)
    ew_not = described_class.new(2, ns_pair: 1, ew_pair: 5, contract: "3NT", declarer: "E", tricks: 9)
    expect(ns_vul.ns_score).to eq(600)
    expect(ew_not.ns_score).to eq(-400)
  end

  it "scores a passed-out board as zero" do
    result = described_class.passed_out(3, ns_pair: 4, ew_pair: 8)
    expect(result).to be_passed_out
    expect(result.ns_score).to eq(0)
    expect(result.declaring_side).to be_nil
  end

  it "refuses a declarer who is not at the table" do
    expect do
      described_class.new(1, ns_pair: 1, ew_pair: 5, contract: "4S", declarer: "Q", tricks: 10)
    end.to raise_error(ArgumentError, /not a seat/)
  end
end
