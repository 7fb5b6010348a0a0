# frozen_string_literal: true

require_relative "../lib/cricketscore"

module SampleInnings
  B = Cricketscore::Ball

  # Two overs: Archer's first (a wide, a leg bye, Root caught), Rashid's
  # second over still one ball short (a no-ball hit for two, two byes).
  def self.balls
    [
      B.new(batter: "Root", bowler: "Archer", runs: 1),
      B.new(batter: "Stokes", bowler: "Archer", runs: 4, boundary: true),
      B.new(batter: "Stokes", bowler: "Archer", extra: :wide),
      B.new(batter: "Stokes", bowler: "Archer"),
      B.new(batter: "Stokes", bowler: "Archer", runs: 1, extra: :leg_bye),
      B.new(batter: "Root", bowler: "Archer"),
      B.new(batter: "Root", bowler: "Archer", wicket: true),
      B.new(batter: "Buttler", bowler: "Rashid", runs: 6, boundary: true),
      B.new(batter: "Buttler", bowler: "Rashid", runs: 2, extra: :no_ball),
      B.new(batter: "Buttler", bowler: "Rashid", runs: 1),
      B.new(batter: "Stokes", bowler: "Rashid", runs: 2, extra: :bye),
      B.new(batter: "Stokes", bowler: "Rashid"),
      B.new(batter: "Stokes", bowler: "Rashid", runs: 4, boundary: true)
    ]
  end

  def self.innings
    inn = Cricketscore::Innings.new(batting: "England")
    balls.each { |b| inn.add(b) }
    inn
  end
end
