# frozen_string_literal: true

RSpec.describe Croquet::Game do
  subject(:game) { described_class.new("Ann", "Bob") }

  it "is won by the first side to score 26" do
    game.score("Bob", 9).score("Ann", 26)
    expect(game).to be_finished
    expect(game.winner).to eq("Ann")
    expect(game.result).to eq("Ann bt Bob +17")
  end

  it "is not over before 26" do
    game.score("Ann", 25)
    expect(game).not_to be_finished
    expect(game.result).to be_nil
  end

  it "ends on time with the leader winning" do
    game.score("Ann", 10).score("Bob", 13).call_time!
    expect(game.result).to eq("Bob bt Ann +3T")
  end

  it "cannot end on time at a level score" do
    game.score("Ann", 4).score("Bob", 4)
    expect { game.call_time! }.to raise_error(Croquet::Error)
  end

  it "rejects points for a stranger or past the peg" do
    expect { game.score("Cy") }.to raise_error(Croquet::Error)
    expect { game.score("Ann", 27) }.to raise_error(Croquet::Error)
  end

  it "gives bisques to the weaker player of a handicap game" do
    handicap_game = described_class.new("Ann", "Bob", handicaps: { "Ann" => 4, "Bob" => 10 })
    expect(handicap_game.bisques).to eq("Ann" => 0, "Bob" => 6)
    expect(game.bisques).to eq("Ann" => 0, "Bob" => 0)
  end
end
