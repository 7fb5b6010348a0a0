# frozen_string_literal: true

RSpec.describe Darts::Match do
  def leg(*visits, start: 501)
    visits.each_with_object(Darts::Leg.new(start: start)) { |v, l| l.throw(v) }
  end

  subject(:match) { described_class.new("Ros", "Dev", best_of: 3) }

  it "alternates who throws first" do
    expect(match.throws_first).to eq("Ros")
    match.record("Ros" => leg("D20", start: 40), "Dev" => leg("20", start: 40))
    expect(match.throws_first).to eq("Dev")
  end

  it "is won by the first to win most of the legs" do
    2.times { match.record("Ros" => leg("D20", start: 40), "Dev" => leg("20", start: 40)) }
    expect(match).to be_over
    expect(match.winner).to eq("Ros")
    expect { match.record("Ros" => leg("D20", start: 40), "Dev" => leg("20", start: 40)) }.to raise_error(Darts::Error)
  end

  it "keeps the averages, the 180s and the highest checkout" do
    ros = leg("T20 T20 T20", "T20 T20 T20", "T20 T19 D12")
    dev = leg("T20 T20 20", "T20 20 20", start: 501)
    match.record("Ros" => ros, "Dev" => dev)
    expect(match.three_dart_average("Ros")).to eq(167.0)
    expect(match.three_dart_average("Dev")).to eq(120.0)
    expect(match.ton_eighties("Ros")).to eq(2)
    expect(match.highest_checkout("Ros")).to eq(141)
  end
end
