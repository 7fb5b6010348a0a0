# frozen_string_literal: true

RSpec.describe CaveSurvey::Leg do
  def leg(tape, compass, clino)
    described_class.new(from: "1", to: "2", tape: tape, compass: compass, clino: clino)
  end

  it "goes north on a level shot at bearing 0" do
    expect(leg(10.0, 0.0, 0.0).delta.map { |c| c.round(6) }).to eq([0.0, 10.0, 0.0])
  end

  it "goes east and down on a dipping shot at bearing 90" do
    east, north, up = leg(10.0, 90.0, -30.0).delta
    expect(east).to be_within(1e-9).of(10.0 * Math.cos(Math::PI / 6))
    expect(north).to be_within(1e-9).of(0.0)
    expect(up).to be_within(1e-9).of(-5.0)
  end

  it "has a horizontal length shorter than the tape when inclined" do
    expect(leg(10.0, 45.0, 60.0).horizontal).to be_within(1e-9).of(5.0)
  end

  it "reverses to the same shot read from the other end" do
    back = leg(7.5, 30.0, 12.0).reversed
    expect([back.from, back.to, back.tape, back.compass, back.clino]).to eq(["2", "1", 7.5, 210.0, -12.0])
    expect(back.delta.zip(leg(7.5, 30.0, 12.0).delta).map { |a, b| (a + b).round(9) }).to eq([0.0, 0.0, 0.0])
  end
end
