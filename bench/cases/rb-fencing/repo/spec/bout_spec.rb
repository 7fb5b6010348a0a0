# frozen_string_literal: true

RSpec.describe Fencing::Bout do
  let(:bout) { described_class.parse("Ames 5-3 Brook") }

  it "reads both fencers and their scores" do
    expect([bout.left, bout.left_score, bout.right_score, bout.right]).to eq(["Ames", 5, 3, "Brook"])
    expect(described_class.parse("  Le Roux 4:5 Brook ").left).to eq("Le Roux")
  end

  it "knows the winner, each fencer's score and opponent" do
    expect(bout.winner).to eq("Ames")
    expect(bout.score_for("Brook")).to eq(3)
    expect(bout.opponent_of("Brook")).to eq("Ames")
  end

  it "refuses level scores, scores over the limit and strangers" do
    expect { described_class.parse("Ames 4-4 Brook") }.to raise_error(ArgumentError, /level/)
    expect { described_class.parse("Ames 6-3 Brook") }.to raise_error(ArgumentError, /0\.\.5/)
    expect(described_class.parse("Ames 15-9 Brook", limit: 15).left_score).to eq(15)
    expect { bout.score_for("Cole") }.to raise_error(ArgumentError, /Cole did not fence/)
  end

  it "prints itself as it was written" do
    expect(bout.to_s).to eq("Ames 5-3 Brook")
  end
end
