require "test_helper"

class ContestTest < Minitest::Test
  include ContestFixtures

  def cowal
    contest_with("Cowal Gathering",
                 "Lomond & Clyde" => [86, 84, 81, 85],
                 "Kintyre Schools" => [83, 85, 84, 82],
                 "Oban High" => [80, 79, 86, 80],
                 "Stirling Caledonia" => [78, 81, 77, 79])
  end

  def test_placings_by_judge
    placings = cowal.placings_by_judge
    assert_equal 1, placings["Iain MacLeod"][band("Lomond & Clyde")]
    assert_equal 1, placings["Fiona Grant"][band("Kintyre Schools")]
    assert_equal 1, placings["Ross Baird"][band("Oban High")]
    assert_equal 4, placings["Alasdair Munro"][band("Stirling Caledonia")]
  end

  def test_shared_placing_on_level_points
    c = contest_with("Bute", "A" => [80, 80, 80, 80], "B" => [82, 80, 80, 80], "C" => [82, 79, 80, 80])
    placings = c.placings_by_judge["Iain MacLeod"]
    assert_equal [3, 1, 1], [placings[band("A")], placings[band("B")], placings[band("C")]]
  end

  def test_results_by_aggregate
    results = cowal.results
    assert_equal ["Lomond & Clyde", "Kintyre Schools", "Oban High", "Stirling Caledonia"], results.map { |r| r.band.name }
    assert_equal [1, 2, 3, 4], results.map(&:place)
    assert_equal [7, 7, 11, 15], results.map(&:aggregate)
    assert_equal "Lomond & Clyde", cowal.winner.name
  end

  def test_tie_on_aggregate_goes_to_ensemble
    c = contest_with("Inveraray",
                     "Lomond & Clyde" => [86, 80, 85, 82],
                     "Kintyre Schools" => [82, 85, 84, 84],
                     "Oban High" => [79, 78, 83, 78])
    results = c.results
    assert_equal [6, 6, 12], results.map(&:aggregate)
    assert_equal "Kintyre Schools", results.first.band.name
  end

  def test_tie_on_aggregate_and_ensemble_goes_to_piping
    c = contest_with("Bridge of Allan",
                     "Lomond & Clyde" => [86, 80, 84, 83],
                     "Kintyre Schools" => [84, 83, 84, 83],
                     "Oban High" => [79, 78, 83, 78])
    results = c.results
    assert_equal [5, 5, 12], results.map(&:aggregate)
    # equal on ensemble; piping 166 against 167
    assert_equal ["Kintyre Schools", "Lomond & Clyde", "Oban High"], results.map { |r| r.band.name }
  end

  def test_rejects_wrong_grade_and_duplicate_sheets
    c = Pipeband::Contest.new("Cowal Gathering", "2")
    junior = Pipeband::Band.new("Dunoon Junior", "4B")
    assert_raises(Pipeband::Error) do
      c.add(Pipeband::Sheet.new(judge: "Ross Baird", category: :drumming, band: junior, points: 70))
    end
    c.add(Pipeband::Sheet.new(judge: "Ross Baird", category: :drumming, band: band("Oban High"), points: 70))
    err = assert_raises(Pipeband::Error) do
      c.add(Pipeband::Sheet.new(judge: "Ross Baird", category: :drumming, band: band("Oban High"), points: 72))
    end
    assert_equal "Ross Baird already has a sheet for Oban High", err.message
  end

  def test_missing_sheet
    c = cowal
    c.add(Pipeband::Sheet.new(judge: "Ross Baird", category: :drumming, band: band("Vale of Atholl"), points: 75))
    err = assert_raises(Pipeband::Error) { c.results }
    assert_equal "Iain MacLeod has no sheet for Vale of Atholl", err.message
  end
end
