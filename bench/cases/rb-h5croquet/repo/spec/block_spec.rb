# frozen_string_literal: true

RSpec.describe Croquet::Block do
  subject(:block) { described_class.new(%w[Ann Bob Cy Dee]) }

  def game(winner, loser, loser_points, on_time: false)
    g = Croquet::Game.new(winner, loser)
    g.score(loser, loser_points)
    on_time ? g.score(winner, loser_points + 5).call_time! : g.score(winner, 26)
  end

  it "lists the games still to play" do
    block.record(game("Ann", "Bob", 10))
    expect(block.remaining.size).to eq(5)
    expect(block).not_to be_complete
  end

  it "refuses a game played twice or unfinished" do
    block.record(game("Ann", "Bob", 10))
    expect { block.record(game("Bob", "Ann", 3)) }.to raise_error(Croquet::Error)
    expect { block.record(Croquet::Game.new("Cy", "Dee")) }.to raise_error(Croquet::Error)
  end

  it "ranks by wins, then net points" do
    block.record(game("Ann", "Bob", 20))   # Ann +6
    block.record(game("Cy", "Dee", 2))     # Cy +24
    block.record(game("Ann", "Cy", 25))    # Ann +1
    block.record(game("Cy", "Bob", 14))    # Cy +12
    block.record(game("Dee", "Ann", 0))    # Dee +26
    block.record(game("Bob", "Dee", 11, on_time: true)) # Bob +5T
    expect(block).to be_complete
    expect(block.standings.map { |s| [s.player, s.wins, s.net] }).to eq(
      [["Cy", 2, 35], ["Ann", 2, -19], ["Dee", 1, -3], ["Bob", 1, -13]]
    )
  end
end
