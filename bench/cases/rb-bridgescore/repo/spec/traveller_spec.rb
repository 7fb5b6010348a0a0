RSpec.describe Bridgescore::Traveller do
  def result(ns, ew, contract, declarer, tricks, board: 4)
    Bridgescore::Result.new(board, ns_pair: ns, ew_pair: ew, contract: contract, declarer: declarer, tricks: tricks)
  end

  it "lists each table's result with its score and matchpoints" do
    results = [
      result(1, 11, "4H", "S", 10),
      result(2, 12, "5DX", "E", 9),
      result(3, 13, "4H", "N", 9),
      result(4, 14, "4H", "S", 11),
      result(1, 12, "1NT", "W", 7, board: 5)
    ]
    expect(described_class.new(4, results).lines).to eq(
      [
        "Board 4: dealer W, vul All",
        "NS  EW  Con    By  Tr     +NS    +EW MP-NS MP-EW",
        "1   11  4H     S   10     620            4     2",
        "2   12  5DX    E   9      500            2     4",
        "3   13  4H     N   9             100     0     6",
        "4   14  4H     S   11     650            6     0"
      ]
    )
  end

  it "shows a passed-out table with no score" do
    results = [Bridgescore::Result.passed_out(8, ns_pair: 5, ew_pair: 15), result(6, 16, "1C", "N", 7, board: 8)]
    expect(described_class.new(8, results).lines.drop(2)).to eq(
      [
        "5   15  Pass                             0     2",
        "6   16  1C     N   7       70            2     0"
      ]
    )
  end
end
