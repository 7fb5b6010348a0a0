RSpec.describe Bridgescore::Matchpoints do
  def result(board, ns, ew, contract, declarer, tricks)
    Bridgescore::Result.new(board, ns_pair: ns, ew_pair: ew, contract: contract, declarer: declarer, tricks: tricks)
  end

  it "awards two for each score beaten and one for each tie" do
    expect(described_class.ns([420, 450, 420, -50])).to eq([3, 6, 3, 0])
    expect(described_class.top(4)).to eq(6)
  end

  it "gives East-West what is left of the top" do
    results = [
      result(1, 1, 11, "4S", "N", 10),
      result(1, 2, 12, "4S", "N", 11),
      result(1, 3, 13, "4S", "S", 9)
    ]
    expect(described_class.board(results)).to eq(1 => 2, 11 => 2, 2 => 4, 12 => 0, 3 => 0, 13 => 4)
  end

  it "ranks the pairs of a session by percentage" do
    results = [
      result(1, 1, 11, "4S", "N", 10), result(1, 2, 12, "4S", "N", 11), result(1, 3, 13, "3NT", "S", 10),
      result(2, 1, 12, "2H", "E", 8), result(2, 2, 13, "3H", "E", 8), result(2, 3, 11, "2S", "N", 8)
    ]
    expect(described_class.session(results)).to eq(
      [[2, 6, 75.0], [3, 6, 75.0], [11, 4, 50.0], [12, 4, 50.0], [13, 4, 50.0], [1, 0, 0.0]]
    )
  end
end
