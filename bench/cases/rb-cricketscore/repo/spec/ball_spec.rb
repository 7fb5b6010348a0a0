# frozen_string_literal: true

require_relative "spec_helper"

RSpec.describe Cricketscore::Ball do
  def ball(**opts)
    described_class.new(batter: "A", bowler: "B", **opts)
  end

  it "credits runs off the bat to the batter and the bowler" do
    b = ball(runs: 3)
    expect([b.bat_runs, b.extra_runs, b.bowler_runs, b.legal?]).to eq([3, 0, 3, true])
  end

  it "adds the one-run penalty to a wide, which is not a legal ball or faced" do
    b = ball(runs: 2, extra: :wide)
    expect([b.total_runs, b.bat_runs, b.extra_runs, b.bowler_runs]).to eq([3, 0, 3, 3])
    expect(b.legal?).to be(false)
    expect(b.faced?).to be(false)
  end

  it "gives runs hit off a no-ball to the batter and the penalty to extras" do
    b = ball(runs: 4, extra: :no_ball, boundary: true)
    expect([b.total_runs, b.bat_runs, b.extra_runs, b.bowler_runs]).to eq([5, 4, 1, 5])
    expect(b.faced?).to be(true)
  end

  it "does not charge byes and leg byes to the bowler" do
    expect(ball(runs: 2, extra: :bye).bowler_runs).to eq(0)
    expect(ball(runs: 1, extra: :leg_bye).extra_runs).to eq(1)
  end

  it "rejects unknown extras and negative runs" do
    expect { ball(extra: :dead_ball) }.to raise_error(ArgumentError)
    expect { ball(runs: -1) }.to raise_error(ArgumentError)
  end
end
